import { Link } from 'react-router';
import { OPERATOR } from '../../../features/operator/operator';
import { Address } from './Address';

/** Imprint, English translation of the disclosures under § 5 ECG, § 14 UGB and § 25 MedienG. */
export function ImprintTextEn() {
  return (
    <>
      <h2>Information under § 5 of the Austrian E-Commerce Act and § 14 of the Austrian Commercial Code</h2>
      <Address country="Austria" />
      <dl>
        <dt>Legal form</dt>
        <dd>Limited liability company (GmbH)</dd>
        <dt>Registered office</dt>
        <dd>Vienna</dd>
        <dt>Company register number</dt>
        <dd>{OPERATOR.registerNumber}</dd>
        <dt>Register court</dt>
        <dd>Commercial Court of Vienna ({OPERATOR.registerCourt})</dd>
        <dt>VAT ID</dt>
        <dd>{OPERATOR.vatId}</dd>
        <dt>Managing director</dt>
        <dd>{OPERATOR.managingDirector}</dd>
        <dt>Phone</dt>
        <dd>{OPERATOR.phone}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</a>
        </dd>
      </dl>

      <h2>Business purpose and trade licence</h2>
      <p>
        Operation of an online database of business information about companies in Austria, Germany and
        Switzerland, and related IT services (e-mail and domain services).
      </p>
      <dl>
        <dt>Trade licence</dt>
        <dd>Services in automatic data processing and information technology (unregulated trade)</dd>
        <dt>Trade authority</dt>
        <dd>Municipal District Office for the 6th district, Vienna</dd>
        <dt>Chamber membership</dt>
        <dd>
          Member of the Vienna Economic Chamber, professional group for management consulting, accounting and
          information technology (UBIT)
        </dd>
        <dt>Professional regulations</dt>
        <dd>Austrian Trade Act 1994 (GewO), available at www.ris.bka.gv.at</dd>
      </dl>

      <h2>Disclosure under § 25 of the Austrian Media Act</h2>
      <dl>
        <dt>Media owner</dt>
        <dd>
          {OPERATOR.name}, {OPERATOR.street}, {OPERATOR.postcode} {OPERATOR.city}
        </dd>
        <dt>Management</dt>
        <dd>{OPERATOR.managingDirector}</dd>
        <dt>Ownership</dt>
        <dd>The company is wholly owned by its managing director.</dd>
        <dt>Editorial line</dt>
        <dd>
          Factual information about companies, their financial figures and their officers based on publicly
          accessible sources; information about the services of {OPERATOR.name}.
        </dd>
      </dl>

      <h2>Dispute resolution</h2>
      <p>
        Consumers may refer disputes arising from online contracts to the Internet Ombudsman
        (www.ombudsstelle.at). We are willing to take part in conciliation proceedings before this body.
      </p>

      <h2>Liability for content and links</h2>
      <p>
        Our company data comes from public registers and publications and is updated regularly. Despite
        careful checks we cannot guarantee that it is correct, complete and up to date; the official registers
        prevail. The operators of linked external websites are solely responsible for their content. As soon
        as we become aware of an infringement, we remove the link concerned without delay.
      </p>

      <h2>Data sources</h2>
      <p>
        Where our company data comes from and under which licence (GLEIF, OffeneRegister.de, synthetic sample
        data) is set out on the <Link to="/datenquellen">data sources</Link> page.
      </p>

      <h2>Copyright</h2>
      <p>
        The content, the database and the layout of this website are protected by copyright and as a database
        under §§ 76c et seq. of the Austrian Copyright Act. Copying or systematic extraction beyond the scope
        agreed by contract requires our prior written consent.
      </p>
    </>
  );
}

import { Link } from 'react-router';
import { OPERATOR } from '../../../features/operator/operator';
import { TranslationNotice } from './TranslationNotice';

/** General terms and conditions, English translation (the German version is binding). */
export function TermsTextEn() {
  return (
    <>
      <TranslationNotice />
      <p>
        These general terms and conditions (“terms”) of {OPERATOR.name}, {OPERATOR.street},{' '}
        {OPERATOR.postcode} {OPERATOR.city} ({OPERATOR.registerNumber}, {OPERATOR.registerCourt}),
        “Firmenradar” below, apply to all contracts for the use of the Firmenradar database and for e-mail and
        domain services. Section I applies to all customers; Section II applies in addition to business
        customers within the meaning of § 1 of the Austrian Consumer Protection Act (KSchG).
      </p>

      <h2 className="section-label">Section I – Provisions for all customers</h2>

      <h3>1. Conclusion of contract</h3>
      <p>
        The presentation of our services on the website is not a binding offer. By submitting an order the
        customer makes an offer to conclude a contract. Firmenradar accepts this offer within at most 5
        working days by an order confirmation by e-mail or by providing the service; otherwise the customer is
        no longer bound by the offer.
      </p>
      <p>
        We only enter into contracts with persons who are at least 18 years old and have full legal capacity.
        Anyone acting for a company warrants that they are authorised to represent it.
      </p>

      <h3>2. Services</h3>
      <p>
        Firmenradar provides ordered services within 5 days of the conclusion of the contract. The customer
        receives access details for paid database functions by e-mail. When domains are registered,
        transferred or changed, it can take up to 72 hours until the changes take effect in the Domain Name
        System (DNS) worldwide; during this time the website and e-mail under the domain may not be reachable,
        or not everywhere.
      </p>
      <p>
        Company data comes from public registers and publications. Firmenradar prepares it with the greatest
        care but gives no warranty for the accuracy and completeness of third-party data; the official
        registers prevail.
      </p>

      <h3>3. Customer obligations</h3>
      <p>
        The customer keeps their access details secret and uses the services only to the extent agreed.
        Systematically extracting the database by automated means, reselling data and sending unsolicited
        advertising e-mails through our e-mail services are prohibited.
      </p>

      <h3>4. Prices and price adjustment</h3>
      <p>
        The prices shown at the time of ordering apply. Fees are index-linked: they are adjusted every year on
        1 February to the change in the consumer price index published by Statistics Austria (CPI 2020 or an
        index replacing it). The base is the index figure published for the month in which the contract was
        concluded.
      </p>
      <p>
        Firmenradar offers other price changes to the customer in writing or by e-mail at least 2 months
        before they take effect. The customer may terminate the contract free of charge until the change takes
        effect; we point this out separately in the offer.
      </p>

      <h3>5. Term and termination for consumers</h3>
      <p>
        Consumers choose a minimum term of 12, 24 or 36 months when ordering. After the minimum term the
        contract continues for an indefinite period and may be terminated by either party with 30 days'
        notice. The right to terminate for good cause remains unaffected.
      </p>

      <h3>6. Payment and default</h3>
      <p>
        Fees are payable in advance for each billing period. If the customer is in default of payment,
        Firmenradar may suspend access to the services from the 5th day of default until all amounts due have
        been paid; the obligation to pay the fees continues during the suspension. For each reminder we charge
        a reminder fee between EUR 5 and EUR 15, as far as it is reasonable in relation to the claim pursued.
      </p>

      <h3>7. Consumers' right of withdrawal</h3>
      <p>
        Consumers may withdraw from a contract concluded at a distance or off business premises within 14 days
        without giving reasons. The period starts on the day the contract is concluded. A clear statement to{' '}
        {OPERATOR.email} or to our postal address before the period ends is sufficient.
      </p>
      <p>
        After a withdrawal we refund all payments made by the consumer without delay and at the latest within
        14 days of receiving the notice of withdrawal, using the same means of payment as for the order. If
        the consumer asked for the service to begin during the withdrawal period, they owe a proportionate
        amount for the services provided up to the withdrawal.
      </p>

      <h3>8. Warranty and liability</h3>
      <p>
        The statutory warranty provisions apply. Firmenradar is liable for damage only in cases of intent and
        gross negligence; liability for slight negligence is excluded. This does not apply to personal injury
        and, towards consumers, not to damage to items that Firmenradar has taken over for processing.
      </p>

      <h3>9. Data protection</h3>
      <p>
        How we process personal data is described in our <Link to="/privacy">privacy policy</Link>.
      </p>

      <h3>10. Applicable law</h3>
      <p>
        Austrian law applies, excluding the UN Convention on Contracts for the International Sale of Goods and
        the conflict-of-law rules of private international law. Towards consumers this choice of law applies
        only as far as it does not restrict mandatory consumer protection provisions of the state of their
        habitual residence.
      </p>

      <h2 className="section-label">Section II – Additional provisions for business customers</h2>

      <h3>1. Term and renewal</h3>
      <p>
        Business customers choose a minimum term of 12, 24, 36, 48 or 60 months. The contract is renewed by a
        further 12 months each time unless it is terminated in writing or by e-mail at least 3 months before
        the end of the term.
      </p>

      <h3>2. Limitation of liability</h3>
      <p>
        In addition to Section I point 8, Firmenradar's liability for pure financial loss, lost profit and
        consequential damage is limited – as far as legally permitted – to EUR 25,000 per claim. Claims for
        damages become time-barred six months after the injured party learns of the damage and the party
        responsible.
      </p>

      <h3>3. Warranty</h3>
      <p>
        Defects must be reported in writing with a precise description without delay after they are
        discovered. The presumption of defectiveness under § 924 of the Austrian Civil Code (ABGB) is
        excluded.
      </p>

      <h3>4. Place of jurisdiction</h3>
      <p>
        For all disputes arising from or in connection with contracts with business customers, the court
        having subject-matter jurisdiction for Mattersburg has exclusive jurisdiction.
      </p>
    </>
  );
}

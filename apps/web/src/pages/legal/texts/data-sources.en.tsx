import { Link } from 'react-router';
import { SyntheticSourceSection } from '../SyntheticSourceSection';
import { LICENCE_LINKS } from './dataSourceLinks';
import { SourceWebsite } from './SourceWebsite';

/** Data sources: each source with its licence and attribution. */
export function DataSourcesTextEn() {
  return (
    <>
      <p>
        Every value shown for a company carries its source: on a company page each card ends with a source
        line giving the source, its date and whether the value is published or estimated. What no source
        publishes, such as the financial figures of real companies, is shown as “not published”, never
        invented.
      </p>

      <h2>GLEIF – Legal Entity Identifier (LEI)</h2>
      <dl>
        <dt>Publisher</dt>
        <dd>Global Legal Entity Identifier Foundation (GLEIF), Basel</dd>
        <dt>Data</dt>
        <dd>
          LEI records of the Golden Copy: Level 1 (who is who: name, address, legal form, status, register
          entry) and Level 2 (who owns whom: direct and ultimate parents)
        </dd>
        <dt>Licence</dt>
        <dd>
          <a href={LICENCE_LINKS.cc0} rel="noopener noreferrer">
            CC0 1.0 Universal (Public Domain Dedication)
          </a>{' '}
          – no attribution is required; we name GLEIF as the source all the same.
        </dd>
        <SourceWebsite source="gleif" />
      </dl>

      <h2>OffeneRegister.de – German commercial register</h2>
      <dl>
        <dt>Publisher</dt>
        <dd>
          Open Knowledge Foundation Deutschland e.V. and OpenCorporates: OpenCorporates gathered the data from
          the commercial register's notices and gave it to Open Knowledge Foundation Deutschland, which
          publishes it on OffeneRegister.de.
        </dd>
        <dt>Data</dt>
        <dd>
          Data of the German commercial register (Handelsregister): company name, register court and number,
          registered office, status, and managing directors, board members and other representatives
        </dd>
        <dt>Licence</dt>
        <dd>
          <a href={LICENCE_LINKS.ccBy} rel="noopener noreferrer">
            Creative Commons Attribution 4.0 International (CC BY 4.0)
          </a>
        </dd>
        <dt>Attribution</dt>
        <dd>
          “Commercial register data: OffeneRegister.de – Open Knowledge Foundation Deutschland e.V. and
          OpenCorporates, licensed under CC BY 4.0.” We changed the data: addresses split into their parts,
          register numbers normalised, and records merged with GLEIF's LEI data into one company. The data is
          passed on without warranty of accuracy or completeness.
        </dd>
        <SourceWebsite source="offeneregister" />
      </dl>

      <SyntheticSourceSection>
        <h2>Synthetic sample data</h2>
        <dl>
          <dt>Publisher</dt>
          <dd>Firmenradar's own data generator</dd>
          <dt>Data</dt>
          <dd>
            Invented companies, people, financial figures and contact details for trying out the application.
            Every company page marks them as “Synthetic sample data”, and result lists, the Top 500, lead
            lists and the watch list as “Synthetic”; they describe no real company, and any likeness to real
            companies or people is a coincidence.
          </dd>
          <dt>Licence</dt>
          <dd>No third-party rights; the data is made by us.</dd>
        </dl>
      </SyntheticSourceSection>

      <p>
        Questions about the sources, or an error in the data? Use “Report Issue” on the company page or the{' '}
        <Link to="/kontakt">contact form</Link>.
      </p>
    </>
  );
}

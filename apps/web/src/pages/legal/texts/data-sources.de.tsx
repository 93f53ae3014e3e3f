import { Link } from 'react-router';
import { SyntheticSourceSection } from '../SyntheticSourceSection';
import { LICENCE_LINKS } from './dataSourceLinks';
import { SourceWebsite } from './SourceWebsite';

/** Datenquellen: jede Quelle mit Lizenz und Namensnennung. */
export function DataSourcesTextDe() {
  return (
    <>
      <p>
        Jede Angabe zu einem Unternehmen trägt ihre Quelle: Auf der Firmenseite steht unter jeder Karte eine
        Quellenzeile mit Quelle, Stand und dem Hinweis, ob der Wert veröffentlicht oder geschätzt ist. Was
        keine Quelle veröffentlicht, etwa Finanzkennzahlen echter Unternehmen, zeigen wir als „nicht
        veröffentlicht“ und erfinden es nicht.
      </p>

      <h2>GLEIF – Legal Entity Identifier (LEI)</h2>
      <dl>
        <dt>Herausgeber</dt>
        <dd>Global Legal Entity Identifier Foundation (GLEIF), Basel</dd>
        <dt>Daten</dt>
        <dd>
          LEI-Datensätze der „Golden Copy“: Level 1 (wer ist wer: Name, Anschrift, Rechtsform, Status,
          Registereintrag) und Level 2 (wer gehört wem: direkte und oberste Muttergesellschaften)
        </dd>
        <dt>Lizenz</dt>
        <dd>
          <a href={LICENCE_LINKS.cc0} rel="noopener noreferrer">
            CC0 1.0 Universell (Public Domain Dedication)
          </a>{' '}
          – eine Namensnennung ist nicht erforderlich; wir nennen GLEIF trotzdem als Quelle.
        </dd>
        <SourceWebsite source="gleif" />
      </dl>

      <h2>OffeneRegister.de – Handelsregister</h2>
      <dl>
        <dt>Herausgeber</dt>
        <dd>
          Open Knowledge Foundation Deutschland e.V. und OpenCorporates: OpenCorporates hat die Daten aus den
          Bekanntmachungen des Handelsregisters zusammengetragen und der Open Knowledge Foundation Deutschland
          überlassen, die sie auf OffeneRegister.de veröffentlicht.
        </dd>
        <dt>Daten</dt>
        <dd>
          Daten des deutschen Handelsregisters: Firmenname, Registergericht und -nummer, Sitz, Status sowie
          Geschäftsführer, Vorstände und weitere Vertretungsberechtigte
        </dd>
        <dt>Lizenz</dt>
        <dd>
          <a href={LICENCE_LINKS.ccBy} rel="noopener noreferrer">
            Creative Commons Namensnennung 4.0 International (CC BY 4.0)
          </a>
        </dd>
        <dt>Namensnennung</dt>
        <dd>
          „Handelsregisterdaten: OffeneRegister.de – Open Knowledge Foundation Deutschland e.V. und
          OpenCorporates, lizenziert unter CC BY 4.0.“ Wir haben die Daten verändert: Anschriften zerlegt,
          Registernummern vereinheitlicht und Einträge mit den LEI-Daten der GLEIF zu einem Unternehmen
          zusammengeführt. Die Daten werden ohne Gewähr für Richtigkeit und Vollständigkeit weitergegeben.
        </dd>
        <SourceWebsite source="offeneregister" />
      </dl>

      <SyntheticSourceSection>
        <h2>Synthetische Beispieldaten</h2>
        <dl>
          <dt>Herausgeber</dt>
          <dd>Firmenradars eigener Datengenerator</dd>
          <dt>Daten</dt>
          <dd>
            Erfundene Unternehmen, Personen, Finanzkennzahlen und Kontaktdaten zum Ausprobieren der Anwendung.
            Sie sind auf jeder Firmenseite als „Synthetische Beispieldaten“ und in Ergebnislisten, der Top
            500, Leadlisten und der Beobachtungsliste als „Synthetisch“ gekennzeichnet und beschreiben keine
            echten Unternehmen; Ähnlichkeiten mit echten Firmen oder Personen sind zufällig.
          </dd>
          <dt>Lizenz</dt>
          <dd>Keine fremden Rechte; die Daten entstehen bei uns.</dd>
        </dl>
      </SyntheticSourceSection>

      <p>
        Fragen zu den Quellen oder einen Fehler in den Daten? Nutzen Sie „Problem melden“ auf der Firmenseite
        oder das <Link to="/kontakt">Kontaktformular</Link>.
      </p>
    </>
  );
}

import { Link } from 'react-router';
import { OPERATOR } from '../../../features/operator/operator';
import { Address } from './Address';

/** Impressum: Offenlegung nach § 5 ECG, § 14 UGB, § 63 GewO und § 25 MedienG. */
export function ImprintTextDe() {
  return (
    <>
      <h2>Angaben gemäß § 5 E-Commerce-Gesetz und § 14 Unternehmensgesetzbuch</h2>
      <Address country="Österreich" />
      <dl>
        <dt>Rechtsform</dt>
        <dd>Gesellschaft mit beschränkter Haftung</dd>
        <dt>Sitz</dt>
        <dd>{OPERATOR.seat}</dd>
        <dt>Firmenbuchnummer</dt>
        <dd>{OPERATOR.registerNumber}</dd>
        <dt>Firmenbuchgericht</dt>
        <dd>{OPERATOR.registerCourt}</dd>
        <dt>UID-Nummer</dt>
        <dd>{OPERATOR.vatId}</dd>
        <dt>Geschäftsführerin</dt>
        <dd>{OPERATOR.managingDirector}</dd>
        <dt>Telefon</dt>
        <dd>{OPERATOR.phone}</dd>
        <dt>E-Mail</dt>
        <dd>
          <a href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</a>
        </dd>
      </dl>

      <h2>Unternehmensgegenstand und Gewerbe</h2>
      <p>
        Betrieb einer Online-Datenbank für Wirtschaftsinformationen über Unternehmen in Österreich,
        Deutschland und der Schweiz sowie damit verbundene IT-Dienstleistungen (E-Mail- und Domain-Services).
      </p>
      <dl>
        <dt>Gewerbe</dt>
        <dd>
          Dienstleistungen in der automatischen Datenverarbeitung und Informationstechnik (freies Gewerbe)
        </dd>
        <dt>Gewerbebehörde</dt>
        <dd>Magistratisches Bezirksamt für den 6. Bezirk, Wien</dd>
        <dt>Kammerzugehörigkeit</dt>
        <dd>
          Mitglied der Wirtschaftskammer Wien, Fachgruppe Unternehmensberatung, Buchhaltung und
          Informationstechnologie (UBIT)
        </dd>
        <dt>Berufsrecht</dt>
        <dd>Gewerbeordnung 1994 (GewO), abrufbar unter www.ris.bka.gv.at</dd>
      </dl>

      <h2>Offenlegung gemäß § 25 Mediengesetz</h2>
      <dl>
        <dt>Medieninhaberin</dt>
        <dd>
          {OPERATOR.name}, {OPERATOR.street}, {OPERATOR.postcode} {OPERATOR.city}
        </dd>
        <dt>Geschäftsführung</dt>
        <dd>{OPERATOR.managingDirector}</dd>
        <dt>Beteiligungsverhältnisse</dt>
        <dd>Die Gesellschaft steht zu 100 % im Eigentum der Geschäftsführerin.</dd>
        <dt>Grundlegende Richtung</dt>
        <dd>
          Sachliche Information über Unternehmen, ihre Finanzkennzahlen und ihre Organe auf Grundlage
          öffentlich zugänglicher Quellen; Informationen über die Angebote der {OPERATOR.name}.
        </dd>
      </dl>

      <h2>Streitbeilegung</h2>
      <p>
        Verbraucherinnen und Verbraucher können sich bei Streitigkeiten aus Online-Verträgen an die Internet
        Ombudsstelle (www.ombudsstelle.at) wenden. Wir sind bereit, an einem Schlichtungsverfahren vor dieser
        Stelle teilzunehmen.
      </p>

      <h2>Haftung für Inhalte und Links</h2>
      <p>
        Unsere Unternehmensdaten stammen aus öffentlichen Registern und Veröffentlichungen und werden
        regelmäßig aktualisiert. Trotz sorgfältiger Prüfung können wir für die Richtigkeit, Vollständigkeit
        und Aktualität der Angaben keine Gewähr übernehmen; maßgeblich sind die amtlichen Register. Für
        Inhalte verlinkter externer Websites sind ausschließlich deren Betreiber verantwortlich. Sobald uns
        Rechtsverletzungen bekannt werden, entfernen wir die betreffenden Links umgehend.
      </p>

      <h2>Datenquellen</h2>
      <p>
        Woher unsere Unternehmensdaten stammen und unter welcher Lizenz (GLEIF, OffeneRegister.de,
        synthetische Beispieldaten), steht auf der Seite <Link to="/datenquellen">Datenquellen</Link>.
      </p>

      <h2>Urheberrecht</h2>
      <p>
        Die Inhalte, die Datenbank und das Layout dieser Website sind urheberrechtlich bzw. als Datenbank nach
        §§ 76c ff. Urheberrechtsgesetz geschützt. Eine Vervielfältigung oder systematische Auswertung über den
        vertraglich vereinbarten Umfang hinaus bedarf unserer vorherigen schriftlichen Zustimmung.
      </p>
    </>
  );
}

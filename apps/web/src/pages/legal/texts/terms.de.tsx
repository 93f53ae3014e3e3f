import { Link } from 'react-router';
import { OPERATOR } from '../../../features/operator/operator';

/** Allgemeine Geschäftsbedingungen (verbindliche Fassung). */
export function TermsTextDe() {
  return (
    <>
      <p>
        Diese Allgemeinen Geschäftsbedingungen (AGB) der {OPERATOR.name}, {OPERATOR.street},{' '}
        {OPERATOR.postcode} {OPERATOR.city} ({OPERATOR.registerNumber}, {OPERATOR.registerCourt}), im
        Folgenden „Firmenradar“, gelten für alle Verträge über die Nutzung der Firmenradar-Datenbank sowie
        über E-Mail- und Domain-Services. Abschnitt I gilt für alle Kundinnen und Kunden, Abschnitt II
        ergänzend für Unternehmerinnen und Unternehmer im Sinne des § 1 Konsumentenschutzgesetz (KSchG).
      </p>

      <h2 className="section-label">Abschnitt I – Bestimmungen für alle Kunden</h2>

      <h3>1. Vertragsabschluss</h3>
      <p>
        Die Darstellung unserer Leistungen auf der Website ist kein verbindliches Angebot. Mit Absenden einer
        Bestellung gibt der Kunde ein Angebot zum Vertragsabschluss ab. Firmenradar nimmt dieses Angebot
        innerhalb von höchstens 5 Werktagen durch eine Auftragsbestätigung per E-Mail oder durch
        Bereitstellung der Leistung an; andernfalls ist der Kunde nicht mehr an sein Angebot gebunden.
      </p>
      <p>
        Verträge schließen wir nur mit Personen, die mindestens 18 Jahre alt und voll geschäftsfähig sind.
        Handelt jemand für ein Unternehmen, sichert er zu, zur Vertretung berechtigt zu sein.
      </p>

      <h3>2. Leistungen</h3>
      <p>
        Firmenradar stellt bestellte Leistungen innerhalb von 5 Tagen nach Vertragsabschluss bereit.
        Zugangsdaten zu kostenpflichtigen Datenbankfunktionen erhält der Kunde per E-Mail. Bei der
        Registrierung, Übertragung oder Änderung von Domains kann es bis zu 72 Stunden dauern, bis die
        Änderungen im Domain Name System (DNS) weltweit wirksam sind; in dieser Zeit sind Website und E-Mail
        unter der Domain möglicherweise nicht oder nicht überall erreichbar.
      </p>
      <p>
        Die Unternehmensdaten stammen aus öffentlichen Registern und Veröffentlichungen. Firmenradar bereitet
        sie mit größter Sorgfalt auf, schuldet aber keine Gewähr für die Richtigkeit und Vollständigkeit der
        Daten Dritter; maßgeblich sind die amtlichen Register.
      </p>

      <h3>3. Pflichten des Kunden</h3>
      <p>
        Der Kunde hält seine Zugangsdaten geheim und nutzt die Leistungen nur im vertraglich vereinbarten
        Umfang. Das systematische Auslesen der Datenbank mit automatisierten Mitteln, der Weiterverkauf von
        Daten und der Versand unerwünschter Werbe-E-Mails über unsere E-Mail-Services sind untersagt.
      </p>

      <h3>4. Preise und Preisanpassung</h3>
      <p>
        Es gelten die bei Bestellung ausgewiesenen Preise. Die Entgelte sind wertgesichert: Sie werden
        jährlich zum 1. Februar an die Veränderung des von der Statistik Austria verlautbarten
        Verbraucherpreisindex (VPI 2020 oder eines an seine Stelle tretenden Index) angepasst. Ausgangsbasis
        ist die für den Monat des Vertragsabschlusses verlautbarte Indexzahl.
      </p>
      <p>
        Andere Preisänderungen bietet Firmenradar dem Kunden mindestens 2 Monate vor ihrem Wirksamwerden
        schriftlich oder per E-Mail an. Der Kunde kann den Vertrag bis zum Wirksamwerden der Änderung
        kostenlos kündigen; darauf weisen wir im Angebot gesondert hin.
      </p>

      <h3>5. Laufzeit und Kündigung für Verbraucher</h3>
      <p>
        Verbraucher wählen bei der Bestellung eine Mindestvertragsdauer von 12, 24 oder 36 Monaten. Nach
        Ablauf der Mindestvertragsdauer läuft der Vertrag auf unbestimmte Zeit weiter und kann von beiden
        Seiten unter Einhaltung einer Kündigungsfrist von 30 Tagen gekündigt werden. Das Recht zur Kündigung
        aus wichtigem Grund bleibt unberührt.
      </p>

      <h3>6. Zahlung und Zahlungsverzug</h3>
      <p>
        Entgelte sind im Voraus für den jeweiligen Abrechnungszeitraum fällig. Gerät der Kunde in
        Zahlungsverzug, ist Firmenradar berechtigt, den Zugang zu den Leistungen ab dem 5. Tag des Verzugs zu
        sperren, bis alle fälligen Beträge bezahlt sind; die Pflicht zur Zahlung des Entgelts bleibt während
        der Sperre bestehen. Für jede Mahnung verrechnen wir eine Mahngebühr zwischen EUR 5 und EUR 15, soweit
        sie in einem angemessenen Verhältnis zur betriebenen Forderung steht.
      </p>

      <h3>7. Rücktrittsrecht für Verbraucher</h3>
      <p>
        Verbraucher können von einem im Fernabsatz oder außerhalb von Geschäftsräumen geschlossenen Vertrag
        binnen 14 Tagen ohne Angabe von Gründen zurücktreten. Die Frist beginnt mit dem Tag des
        Vertragsabschlusses. Es genügt eine eindeutige Erklärung an {OPERATOR.email} oder an unsere
        Postanschrift vor Ablauf der Frist.
      </p>
      <p>
        Nach einem Rücktritt erstatten wir alle vom Verbraucher geleisteten Zahlungen unverzüglich, spätestens
        binnen 14 Tagen ab Eingang der Rücktrittserklärung, mit demselben Zahlungsmittel, das bei der
        Bestellung verwendet wurde. Hat der Verbraucher verlangt, dass die Leistung bereits während der
        Rücktrittsfrist beginnt, schuldet er einen anteiligen Betrag für die bis zum Rücktritt erbrachten
        Leistungen.
      </p>

      <h3>8. Gewährleistung und Haftung</h3>
      <p>
        Es gelten die gesetzlichen Gewährleistungsbestimmungen. Firmenradar haftet für Schäden nur bei Vorsatz
        und grober Fahrlässigkeit; die Haftung für leichte Fahrlässigkeit ist ausgeschlossen. Dies gilt nicht
        für Personenschäden und gegenüber Verbrauchern nicht für Schäden an Sachen, die Firmenradar zur
        Bearbeitung übernommen hat.
      </p>

      <h3>9. Datenschutz</h3>
      <p>
        Wie wir personenbezogene Daten verarbeiten, beschreibt unsere{' '}
        <Link to="/privacy">Datenschutzerklärung</Link>.
      </p>

      <h3>10. Anwendbares Recht</h3>
      <p>
        Es gilt österreichisches Recht unter Ausschluss des UN-Kaufrechts und der Verweisungsnormen des
        internationalen Privatrechts. Gegenüber Verbrauchern gilt diese Rechtswahl nur, soweit dadurch nicht
        zwingende Verbraucherschutzbestimmungen des Staates ihres gewöhnlichen Aufenthalts eingeschränkt
        werden.
      </p>

      <h2 className="section-label">Abschnitt II – Ergänzende Bestimmungen für Unternehmer</h2>

      <h3>1. Laufzeit und Verlängerung</h3>
      <p>
        Unternehmer wählen eine Mindestvertragsdauer von 12, 24, 36, 48 oder 60 Monaten. Der Vertrag
        verlängert sich jeweils um weitere 12 Monate, wenn er nicht spätestens 3 Monate vor Ablauf der
        Vertragsdauer schriftlich oder per E-Mail gekündigt wird.
      </p>

      <h3>2. Haftungsbegrenzung</h3>
      <p>
        Ergänzend zu Abschnitt I Punkt 8 ist die Haftung von Firmenradar für reine Vermögensschäden,
        entgangenen Gewinn und Folgeschäden – soweit gesetzlich zulässig – mit EUR 25.000 je Schadensfall
        begrenzt. Schadenersatzansprüche verjähren binnen sechs Monaten ab Kenntnis von Schaden und Schädiger.
      </p>

      <h3>3. Gewährleistung</h3>
      <p>
        Mängel sind unverzüglich nach ihrer Entdeckung schriftlich unter genauer Beschreibung zu rügen. Die
        Vermutung der Mangelhaftigkeit nach § 924 ABGB ist ausgeschlossen.
      </p>

      <h3>4. Gerichtsstand</h3>
      <p>
        Für alle Streitigkeiten aus oder im Zusammenhang mit Verträgen mit Unternehmern ist ausschließlich das
        für Mattersburg sachlich zuständige Gericht zuständig.
      </p>
    </>
  );
}

import { CLIENT_ROUTES } from '@fd/contract';
import { Link } from 'react-router';
import { OPERATOR } from '../../../features/operator/operator';
import { Address } from './Address';

/** Datenschutzerklärung und Cookie-Richtlinie (verbindliche Fassung). */
export function PrivacyTextDe() {
  return (
    <>
      <p>
        Der Schutz Ihrer personenbezogenen Daten ist uns ein wichtiges Anliegen. Wir verarbeiten Ihre Daten
        ausschließlich auf Grundlage der Datenschutz-Grundverordnung (DSGVO), des österreichischen
        Datenschutzgesetzes (DSG) und des Telekommunikationsgesetzes 2021 (TKG 2021). In dieser Erklärung
        informieren wir Sie darüber, welche Daten wir auf firmenradar.at erheben, wofür wir sie verwenden und
        welche Rechte Ihnen zustehen.
      </p>

      <h2>1. Verantwortlicher</h2>
      <Address country="Österreich" />
      <p>
        Telefon: {OPERATOR.phone}
        <br />
        E-Mail: <a href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</a>
      </p>
      <p>Für alle Fragen zum Datenschutz erreichen Sie uns unter der oben genannten E-Mail-Adresse.</p>

      <h2>2. Datenerfassung auf unserer Website</h2>
      <h3>Server-Logdateien</h3>
      <p>
        Bei jedem Aufruf unserer Website speichert unser Server automatisch technische Informationen, die Ihr
        Browser übermittelt: IP-Adresse, Datum und Uhrzeit des Zugriffs, aufgerufene Seite, übertragene
        Datenmenge, Referrer-URL, Browsertyp und Betriebssystem. Diese Daten benötigen wir, um die Website
        sicher und stabil bereitzustellen und Angriffe abzuwehren (Art. 6 Abs. 1 lit. f DSGVO). Eine
        Zusammenführung mit anderen Datenquellen findet nicht statt.
      </p>
      <h3>Benutzerkonto</h3>
      <p>
        Wenn Sie ein Konto anlegen, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse und Ihr Passwort (nur als
        sicherer Hashwert) sowie die IP-Adresse zum Zeitpunkt der Registrierung, um Missbrauch zu verhindern.
        Rechtsgrundlage ist die Erfüllung des Nutzungsvertrags (Art. 6 Abs. 1 lit. b DSGVO). Melden Sie sich
        über einen Drittanbieter (Google) an, erhalten wir von diesem Ihren Namen und Ihre bestätigte
        E-Mail-Adresse.
      </p>
      <h3>Unternehmensdaten aus öffentlichen Quellen</h3>
      <p>
        Unsere Datenbank enthält Angaben zu Unternehmen und deren Organen (etwa Geschäftsführer,
        Gesellschafter und Prokuristen) aus öffentlich zugänglichen Registern und Veröffentlichungen. Wir
        verarbeiten diese Daten auf Grundlage unseres berechtigten Interesses und des Interesses unserer
        Nutzer an transparenten Wirtschaftsinformationen (Art. 6 Abs. 1 lit. f DSGVO). Betroffene Personen
        können jederzeit Auskunft verlangen, Berichtigungen melden oder der Verarbeitung widersprechen.
      </p>

      <h2>3. Cookies</h2>
      <p>
        Cookies sind kleine Textdateien, die Ihr Browser auf Ihrem Endgerät speichert. Wir setzen folgende
        Kategorien ein:
      </p>
      <ul>
        <li>
          <strong>Notwendige Cookies und Speicherwerte</strong> – für Anmeldung, Sitzung, Spracheinstellung
          und die Speicherung Ihrer Cookie-Entscheidung. Sie sind für den Betrieb der Website erforderlich (§
          165 Abs. 3 TKG 2021, Art. 6 Abs. 1 lit. f DSGVO) und können nicht abgewählt werden.
        </li>
        <li>
          <strong>Statistik-Cookies</strong> – helfen uns zu verstehen, wie unsere Website genutzt wird (siehe
          Abschnitt 6). Sie werden nur mit Ihrer Einwilligung gesetzt.
        </li>
        <li>
          <strong>Marketing-Cookies</strong> – dienen dazu, Ihnen auf anderen Websites relevante Werbung
          anzuzeigen (siehe Abschnitt 7). Sie werden nur mit Ihrer Einwilligung gesetzt.
        </li>
      </ul>
      <p>
        Sie können Cookies in Ihrem Browser jederzeit löschen oder blockieren. Wenn Sie notwendige Cookies
        blockieren, stehen einzelne Funktionen, etwa die Anmeldung, nicht mehr zur Verfügung.
      </p>

      <h2>4. Kontaktaufnahme</h2>
      <p>
        Wenn Sie uns über das <Link to="/kontakt">Kontaktformular</Link>, per E-Mail oder telefonisch
        kontaktieren, verarbeiten wir Ihre Angaben (Name, E-Mail-Adresse, gegebenenfalls Unternehmen, Betreff
        und Nachricht), um Ihre Anfrage zu beantworten (Art. 6 Abs. 1 lit. b bzw. lit. f DSGVO). Wir speichern
        Anfragen höchstens sechs Monate nach ihrer abschließenden Bearbeitung, sofern keine gesetzlichen
        Aufbewahrungspflichten entgegenstehen.
      </p>
      <p>
        Nutzen Sie unseren Live-Chat, verarbeiten wir den Inhalt des Chats und die von Ihnen angegebenen
        Kontaktdaten nur für die Dauer des Gesprächs. Chat-Daten werden spätestens 2 Stunden nach der letzten
        Nachricht gelöscht.
      </p>

      <h2>5. Newsletter</h2>
      <p>
        Unseren Newsletter mit Produktneuigkeiten und Auswertungen zum Wirtschaftsgeschehen versenden wir nur
        mit Ihrer ausdrücklichen Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 174 TKG 2021). Wir verwenden das
        Double-Opt-in-Verfahren: Erst nach Bestätigung über den Link in unserer E-Mail wird Ihre Adresse in
        den Verteiler aufgenommen. Wir protokollieren Zeitpunkt und IP-Adresse von Anmeldung und Bestätigung
        als Nachweis. Sie können den Newsletter jederzeit über den Abmeldelink in jeder Ausgabe abbestellen;
        Ihre Adresse wird dann aus dem Verteiler gelöscht.
      </p>

      <h2>6. Webanalyse</h2>
      <p>
        Mit Ihrer Einwilligung nutzen wir die Open-Source-Software Matomo, die auf unseren eigenen Servern in
        der EU betrieben wird. Matomo wertet aus, welche Seiten aufgerufen werden und wie Besucher die Website
        nutzen. Ihre IP-Adresse wird dabei um zwei Bytes gekürzt, sodass kein Personenbezug hergestellt werden
        kann; die Daten werden nicht an Dritte weitergegeben. Rechtsgrundlage ist Ihre Einwilligung (Art. 6
        Abs. 1 lit. a DSGVO, § 165 Abs. 3 TKG 2021). Die Auswertungen speichern wir 14 Monate.
      </p>

      <h2>7. Remarketing</h2>
      <p>
        Mit Ihrer Einwilligung setzen wir Remarketing-Funktionen von Google Ads und LinkedIn (Insight Tag)
        ein. Dabei wird Ihr Browser anhand eines pseudonymen Cookies wiedererkannt, damit wir Ihnen auf
        anderen Websites Anzeigen zu Firmenradar zeigen und den Erfolg unserer Kampagnen messen können. Dabei
        können Daten in die USA übermittelt werden; die Anbieter sind nach dem EU-US Data Privacy Framework
        zertifiziert. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit
        widerrufen können.
      </p>

      <h2>8. Eingebettete Videos</h2>
      <p>
        Auf einzelnen Seiten betten wir Videos von YouTube im erweiterten Datenschutzmodus ein. Eine
        Verbindung zu den Servern von YouTube (Google Ireland Limited) wird erst hergestellt, wenn Sie ein
        Video aktiv starten. Ab diesem Zeitpunkt erhält YouTube Ihre IP-Adresse und die Information, welche
        Seite Sie besucht haben; sind Sie bei YouTube angemeldet, kann der Aufruf Ihrem Konto zugeordnet
        werden. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO).
      </p>

      <h2>9. Captcha</h2>
      <p>
        Zum Schutz unserer Formulare vor automatisierten Anfragen (Spam, Bots) verwenden wir Friendly Captcha
        der Friendly Captcha GmbH, Deutschland. Das Verfahren arbeitet ohne Cookies: Ihr Browser löst eine
        kleine Rechenaufgabe, und dabei werden die IP-Adresse in gekürzter Form sowie technische Merkmale
        Ihres Browsers verarbeitet. Rechtsgrundlage ist unser berechtigtes Interesse an der Sicherheit unserer
        Website (Art. 6 Abs. 1 lit. f DSGVO).
      </p>

      <h2>10. Einwilligungsverwaltung (Consent-Tool)</h2>
      <p>
        Beim ersten Besuch fragt unser Cookie-Hinweis, ob Sie Statistik- und Marketing-Cookies zulassen („Alle
        akzeptieren“) oder ablehnen („Ablehnen“). Ihre Entscheidung speichern wir ausschließlich lokal in
        Ihrem Browser (Schlüssel <code>cookieConsent</code>), damit der Hinweis nicht erneut erscheint; an uns
        werden dabei keine personenbezogenen Daten übertragen. Um Ihre Entscheidung zu ändern oder Ihre
        Einwilligung zu widerrufen, löschen Sie die gespeicherten Website-Daten in Ihrem Browser; beim
        nächsten Besuch werden Sie erneut gefragt.
      </p>

      <h2>11. Ihre Rechte als betroffene Person</h2>
      <p>Ihnen stehen nach der DSGVO folgende Rechte zu:</p>
      <ul>
        <li>Auskunft über die zu Ihrer Person gespeicherten Daten (Art. 15 DSGVO),</li>
        <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
        <li>Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
        <li>Datenübertragbarkeit (Art. 20 DSGVO),</li>
        <li>Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO),</li>
        <li>Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).</li>
      </ul>
      <p>
        Wenden Sie sich dazu an <a href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</a>. Wenn Sie der
        Ansicht sind, dass die Verarbeitung Ihrer Daten gegen das Datenschutzrecht verstößt, können Sie sich
        bei der Österreichischen Datenschutzbehörde, Barichgasse 40–42, 1030 Wien, www.dsb.gv.at, beschweren.
      </p>

      <h3>Personen, über die Firmenradar Angaben zeigt</h3>
      <p>
        Firmenradar zeigt Angaben zu Geschäftsführern, Vorständen, Prokuristen und Mitarbeitern von
        Unternehmen. Als betroffene Person können Sie über das Formular{' '}
        <Link to={CLIENT_ROUTES.privacyRequest}>Datenschutzanfrage</Link> der Verarbeitung widersprechen (Art.
        21 DSGVO), die Löschung verlangen (Art. 17 DSGVO) oder die Berichtigung unrichtiger Angaben verlangen
        (Art. 16 DSGVO). Jede Personen- und Mitarbeiterseite verweist auf dieses Formular.
      </p>
      <ul>
        <li>Wir bestätigen den Eingang Ihrer Anfrage umgehend per E-Mail.</li>
        <li>
          Wir entscheiden innerhalb eines Monats nach Eingang (Art. 12 Abs. 3 DSGVO) und teilen Ihnen das
          Ergebnis per E-Mail mit; lehnen wir eine Anfrage ab, nennen wir die Gründe.
        </li>
        <li>
          Geben wir einem Widerspruch oder Löschantrag statt, zeigen wir zu der Person keine Angaben mehr:
          Ihre Seite ist nicht mehr abrufbar, und sie erscheint weder in der Suche noch auf
          Unternehmensseiten, im Beziehungsnetz, in Exporten, in der Programmierschnittstelle noch in
          Ereignismeldungen. Dies gilt innerhalb einer Minute auf allen unseren Servern und auch nach
          künftigen Aktualisierungen der Registerdaten, weil wir die Person anhand der Kennung der Datenquelle
          wiedererkennen.
        </li>
      </ul>

      <h2>12. Speicherdauer</h2>
      <p>Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck nötig ist:</p>
      <ul>
        <li>Server-Logdateien: 14 Tage, danach werden sie gelöscht.</li>
        <li>Chat-Daten: spätestens 2 Stunden nach der letzten Nachricht.</li>
        <li>Kontaktanfragen: sechs Monate nach abschließender Bearbeitung.</li>
        <li>Kontodaten: bis zur Löschung des Kontos.</li>
        <li>Newsletter-Daten: bis zur Abmeldung.</li>
        <li>
          Rechnungs- und Buchhaltungsunterlagen: sieben Jahre gemäß § 132 Bundesabgabenordnung (BAO), darüber
          hinaus, solange sie für ein laufendes Verfahren benötigt werden.
        </li>
      </ul>
    </>
  );
}

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';
import type { ErrorTexts, PluralForms } from './errors';
import { MATCH_FIELDS, MATCH_MAX_QUERIES } from './matching-constants';

/** Plural forms that several codes' texts name. */
const MINUTES: PluralForms = { one: '# Minute', other: '# Minuten' };
const ROWS: PluralForms = { one: '# Zeile', other: '# Zeilen' };

/** The error catalogue's German texts (codes and parameters: errors.ts). */
export const errorsDe = {
  invalid_input: { text: 'Die Anfrage ist ungültig. Bitte prüfen Sie Ihre Eingaben.' },
  unauthenticated: { text: 'Bitte melden Sie sich an.' },
  not_found: { text: 'Diese Seite gibt es nicht.' },
  rate_limited: { text: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.' },
  limit_reached: {
    text: 'Sie haben die Obergrenze von {limit} {what} erreicht.',
    hint: 'Bitte entfernen Sie zuerst einige.',
    select: {
      what: {
        watchlist: 'beobachteten Unternehmen',
        lists: 'Listen',
        itemsPerList: 'Unternehmen in einer Liste',
        contacts: 'Kontakten',
        savedSearches: 'gespeicherten Suchen',
      },
    },
  },
  unavailable: { text: 'Dieser Dienst ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut.' },
  internal_error: { text: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.' },
  database_unavailable: {
    text: 'Die Datenbank ist gerade nicht erreichbar. Ihre Änderung wurde nicht gespeichert – bitte versuchen Sie es gleich noch einmal.',
  },
  database_timeout: {
    text: 'Die Datenbank hat zu lange gebraucht. Bitte versuchen Sie es gleich noch einmal.',
  },
  account_unavailable: {
    text: 'Ihr Konto ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  },
  request_too_large: { text: 'Die Anfrage ist zu groß.' },
  route_not_found: { text: 'Diese Adresse der Schnittstelle gibt es nicht: {method} {path}' },
  search_too_broad: { text: 'Zu breite Suche – bitte einen weiteren Filter setzen.' },
  server_busy: {
    text: 'Der Server erstellt gerade andere Exporte. Bitte versuchen Sie es gleich noch einmal.',
  },
  worker_crashed: {
    text: 'Der Serverprozess, der Ihre Anfrage bearbeitete, wurde beendet. Bitte versuchen Sie es erneut.',
  },
  metrics_not_allowed: {
    text: 'Die Messwerte gibt es nur für diesen Rechner oder mit dem Token aus METRICS_TOKEN.',
    hint: 'Senden Sie das Token als „Authorization: Bearer <Token>“.',
  },
  invalid_email: { text: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
  password_too_short: { text: `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.` },
  password_too_long: { text: `Das Passwort darf höchstens ${MAX_PASSWORD_LENGTH} Zeichen lang sein.` },
  password_required: { text: 'Bitte geben Sie Ihr Passwort ein.' },
  name_required: { text: 'Bitte geben Sie Ihren vollständigen Namen ein.' },
  name_control_characters: {
    text: 'Der Name darf keine Steuerzeichen enthalten, auch keine Tabulatoren oder Zeilenumbrüche.',
    hint: 'Bitte geben Sie den Namen in einer Zeile ein.',
  },
  bad_credentials: { text: 'E-Mail oder Passwort ist falsch.' },
  account_locked: {
    text: 'Zu viele Anmeldeversuche für dieses Konto von unbekannten Geräten.',
    hint: 'Bitte melden Sie sich von einem Gerät an, das Sie schon verwendet haben, warten Sie {minutes} oder setzen Sie Ihr Passwort zurück.',
    plural: { minutes: MINUTES },
  },
  login_throttled: {
    text: 'Zu viele fehlgeschlagene Anmeldeversuche von diesem Gerät.',
    hint: 'Bitte warten Sie {minutes} oder setzen Sie Ihr Passwort zurück.',
    plural: { minutes: MINUTES },
  },
  email_unverified: {
    text: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen den Link erneut gesendet.',
  },
  google_failed: { text: 'Google-Anmeldung fehlgeschlagen' },
  too_many_mails: {
    text: 'Für diese Adresse wurden gerade mehrere E-Mails gesendet.',
    hint: 'Bitte versuchen Sie es in einer Stunde erneut.',
  },
  reset_link_invalid: {
    text: 'Der Link ist ungültig oder abgelaufen.',
    hint: 'Bitte fordern Sie einen neuen an.',
  },
  other_user: { text: 'Sie können nur Ihre eigenen Daten abrufen.' },
  cross_site_refused: { text: 'Anfrage von einer fremden Website abgelehnt.' },
  csrf_invalid: {
    text: 'Das Sicherheitstoken fehlt oder ist falsch.',
    hint: 'Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  },
  wrong_password: { text: 'Das Passwort ist nicht korrekt.' },
  confirm_email_mismatch: { text: 'Bitte geben Sie zur Bestätigung Ihre E-Mail-Adresse ein.' },
  session_not_found: { text: 'Diese Sitzung gibt es nicht.' },
  profile_not_found: { text: 'Dieses Profil gibt es nicht.' },
  keyword_invalid: { text: 'Bitte geben Sie Buchstaben oder Ziffern eines Namens ein.' },
  advanced_search_login: {
    text: 'Die erweiterte Suche steht mit einem kostenlosen Konto zur Verfügung.',
    hint: 'Bitte melden Sie sich an.',
  },
  search_depth_login: {
    text: 'Ohne Konto zeigt die Suche ihre ersten {depth} Treffer.',
    hint: 'Bitte melden Sie sich an, um weitere zu sehen; ein Konto ist kostenlos.',
  },
  address_not_found: {
    text: 'Die Adresse „{address}“ haben wir nicht gefunden.',
    hint: 'Versuchen Sie eine Postleitzahl, einen Ort oder „Straße, Ort“.',
  },
  filter_invalid: {
    text: 'Der Filter „{indicator}“ ist ungültig: {problem}',
    select: {
      problem: {
        unknown_company_filter: 'Diesen Filter gibt es für Unternehmen nicht.',
        unknown_employee_filter: 'Diesen Filter gibt es für Personen nicht.',
        not_a_number: '„{value}“ ist keine Zahl (bitte Ziffern verwenden, z. B. 1000000 oder 12.5).',
        range_shape: 'Ein Bereich hat die Form [Minimum, Maximum] (jeder Wert darf leer sein).',
        range_empty: 'Bitte geben Sie ein Minimum, ein Maximum oder beides ein.',
        range_inverted: 'Das Minimum ist größer als das Maximum.',
        no_choice: 'Bitte wählen Sie mindestens einen Wert.',
        not_a_choice: '„{value}“ ist keiner der Werte {allowed}.',
        no_value: 'Bitte geben Sie einen Wert ein.',
        not_one_value: 'Bitte geben Sie genau einen Wert ein.',
        not_an_event_type: '„{value}“ ist kein Ereignistyp.',
        event_window_shape:
          'Bitte geben Sie die Ereignistypen und dann einen Zeitraum an: von und bis, oder die letzten 30, 90 oder 365 Tage.',
        not_a_date: '„{value}“ ist kein Datum (bitte JJJJ-MM-TT, z. B. 2026-08-01).',
        date_out_of_range: '„{value}“ liegt außerhalb der Jahre 1850 bis 2100.',
        window_inverted: 'Das Anfangsdatum liegt nach dem Enddatum.',
      },
    },
  },
  radius_invalid: {
    text: 'Bitte geben Sie eine Adresse und einen Umkreis zwischen 1 und {max} km ein.',
  },
  group_company_unknown: {
    text: 'Das für „Gehört zur Gruppe von …“ gewählte Unternehmen gibt es nicht.',
    hint: 'Bitte wählen Sie es erneut.',
  },
  too_many_pages: {
    text: 'Sie öffnen Seiten schneller, als ein Mensch sie liest.',
    hint: 'Für Daten in großer Menge nutzen Sie bitte die Exporte (Listen im Dashboard) oder einen API-Schlüssel.',
  },
  too_many_documents: {
    text: 'Sie rufen Dokumente schneller ab, als ein Mensch sie liest.',
    hint: 'Bitte versuchen Sie es in einer Minute erneut.',
  },
  too_many_in_flight: {
    text: 'Bei Ihnen laufen bereits mehrere aufwendige Anfragen (Dokumente, Exporte oder breite Suchen) gleichzeitig.',
    hint: 'Bitte warten Sie, bis eine davon fertig ist, und versuchen Sie es dann erneut.',
  },
  too_many_messages: {
    text: 'Gerade kommen zu viele Nachrichten an. Bitte versuchen Sie es später erneut.',
  },
  export_quota_reached: {
    text: 'Dieser Export ({rows}) ist größer als der heutige Rest des Exportkontingents Ihres Kontos ({remaining} von {limit} Zeilen).',
    hint: 'Entfernen Sie Firmen aus der Liste oder exportieren Sie morgen.',
    plural: { rows: ROWS },
  },
  contact_quota_reached: {
    text: 'Das Tageskontingent Ihres Kontos für Kontaktdaten ({limit} pro Tag) ist aufgebraucht; ein gespeicherter Kontakt zählt wie ein angesehener.',
    hint: 'Speichern Sie die Person morgen wieder; bereits gespeicherte Kontakte bleiben erhalten.',
    plural: { limit: { one: '# Person', other: '# Personen' } },
  },
  match_lead_list_target: {
    text: 'Bitte wählen Sie eine Leadliste oder geben Sie einer neuen Liste einen Namen, nicht beides.',
  },
  match_lead_list_empty: {
    text: 'Dieser Abgleich hat noch keine Treffer, die auf eine Leadliste kommen könnten.',
    hint: 'Warten Sie, bis der Abgleich fertig ist, oder übernehmen Sie beim Prüfen einen Vorschlag.',
  },
  api_key_invalid: {
    text: 'Dieser API-Schlüssel ist ungültig. Vielleicht wurde er widerrufen.',
    hint: 'Senden Sie den Schlüssel als „Authorization: Bearer <Schlüssel>“.',
  },
  api_key_read_only: {
    text: 'API-Schlüssel können nur lesen.',
    hint: 'Änderungen brauchen eine angemeldete Browsersitzung.',
  },
  api_key_create_limit: {
    text: 'Ihr Konto hat heute schon {limit} API-Schlüssel erstellt.',
    hint: 'Nutzen Sie einen vorhandenen Schlüssel oder erstellen Sie morgen einen neuen.',
  },
  api_key_quota: {
    text: 'Die API-Schlüssel Ihres Kontos haben das gemeinsame Tageskontingent an Anfragen aufgebraucht.',
    hint: 'Es öffnet wieder nach der Zahl an Sekunden im Header „RateLimit-Reset“.',
  },
  api_key_not_allowed: {
    text: 'API-Schlüssel öffnen den Kontobereich nicht.',
    hint: 'Bitte melden Sie sich im Browser an.',
  },
  api_key_not_found: { text: 'Diesen API-Schlüssel gibt es nicht.' },
  api_key_limit: {
    text: 'Ein Konto kann höchstens {limit} API-Schlüssel haben.',
    hint: 'Bitte widerrufen Sie zuerst einen.',
  },
  api_key_name_required: { text: 'Bitte geben Sie dem Schlüssel einen Namen.' },
  match_too_many_queries: {
    text: `Ein Aufruf darf höchstens ${MATCH_MAX_QUERIES} Anfragen enthalten.`,
    hint: 'Bitte senden Sie den Rest in weiteren Aufrufen.',
  },
  match_query_empty: {
    text: 'Eine Anfrage nennt kein Feld.',
    hint: `Bitte geben Sie mindestens eines an: ${MATCH_FIELDS.join(', ')}.`,
  },
  reconcile_queries_invalid: {
    text: 'Das Feld „queries“ ist kein JSON-Objekt mit Abgleichsanfragen.',
    hint: 'Bitte senden Sie im Formularfeld „queries“ ein JSON-Objekt von Anfragen, wie es die Reconciliation Service API 0.2 beschreibt.',
  },
  match_file_empty: {
    text: 'Die Datei ist leer.',
    hint: 'Bitte laden Sie eine CSV-Datei mit einer Kopfzeile und Firmenzeilen hoch.',
  },
  match_file_not_text: {
    text: 'Die Datei ist keine CSV-Textdatei.',
    hint: 'Bitte speichern Sie die Liste als CSV (UTF-8 oder Windows-1252) und laden Sie sie erneut hoch.',
  },
  match_file_no_rows: { text: 'Die Datei enthält nur die Kopfzeile, keine Firmen.' },
  match_file_too_many_rows: {
    text: 'Die Datei hat mehr als {limit} Zeilen.',
    hint: 'Bitte teilen Sie sie in mehrere Dateien auf.',
  },
  match_file_ragged: {
    text: 'Zeile {line} hat {found} Spalten, die Kopfzeile {expected}.',
    hint: 'Bitte prüfen Sie Trennzeichen und Anführungszeichen in dieser Zeile.',
  },
  match_file_formula: {
    text: 'Zeile {line} enthält in der Spalte „{column}“ eine Formel.',
    hint: 'Bitte ersetzen Sie Formeln durch ihre Werte und laden Sie die Datei erneut hoch.',
  },
  match_file_xlsx_damaged: {
    text: 'Die Excel-Datei ist beschädigt oder keine Excel-Arbeitsmappe (.xlsx).',
    hint: 'Bitte speichern Sie die Liste erneut als Excel-Arbeitsmappe (.xlsx) oder als CSV und laden Sie sie erneut hoch.',
  },
  match_file_xlsx_macros: {
    text: 'Die Excel-Datei enthält Makros.',
    hint: 'Bitte speichern Sie die Liste als Excel-Arbeitsmappe ohne Makros (.xlsx, nicht .xlsm) oder als CSV.',
  },
  match_file_xlsx_external_links: {
    text: 'Die Excel-Datei verknüpft andere Arbeitsmappen.',
    hint: 'Bitte lösen Sie die Verknüpfungen zu anderen Dateien (Excel: Daten, Verknüpfungen bearbeiten) und laden Sie die Datei erneut hoch.',
  },
  match_file_xlsx_unpacked_too_large: {
    text: 'Entpackt ist die Excel-Datei größer als {limit} MB.',
    hint: 'Bitte teilen Sie die Liste in mehrere Dateien auf.',
  },
  match_mapping_empty: {
    text: 'Keine Spalte ist einem Feld zugeordnet.',
    hint: 'Bitte ordnen Sie mindestens eine Spalte zu, zum Beispiel den Firmennamen.',
  },
  match_mapping_column: { text: 'Die Zuordnung nennt eine Spalte, die die Datei nicht hat.' },
  match_job_not_found: { text: 'Diesen Abgleich gibt es nicht (mehr).' },
  match_job_running: {
    text: 'Es läuft bereits ein Abgleich.',
    hint: 'Warten Sie, bis er fertig ist, oder brechen Sie ihn ab.',
  },
  match_job_started: { text: 'Dieser Abgleich wurde bereits gestartet.' },
  match_row_not_found: {
    text: 'Diese Zeile gibt es in diesem Abgleich nicht, oder sie ist noch nicht abgeglichen.',
  },
  match_rows_quota: {
    text: 'Dieser Abgleich ({rows}) ist größer als der heutige Rest Ihres Kontingents ({remaining} von {limit} Zeilen).',
    hint: 'Laden Sie eine kleinere Datei hoch oder gleichen Sie den Rest morgen ab.',
    plural: { rows: ROWS },
  },

  match_field_unknown: {
    text: 'Eine Anfrage nennt ein Feld, das der Abgleich nicht kennt.',
    hint: `Die Felder sind: ${MATCH_FIELDS.join(', ')}.`,
  },
  company_not_found: { text: 'Ein Unternehmen mit der Nummer {id} gibt es nicht.' },
  employee_not_found: { text: 'Eine Person mit der Nummer {id} gibt es nicht.' },
  person_not_found: { text: 'Diese Person gibt es in den Registerdaten nicht.' },
  unblock_reason_required: { text: 'Bitte geben Sie an, warum die Sperre aufgehoben wird.' },
  report_not_found: { text: 'Einen Jahresabschluss mit der Nummer {id} gibt es nicht.' },
  register_record_missing: { text: 'Für dieses Unternehmen gibt es keinen Eintrag im Register {register}.' },
  report_target_unknown: {
    text: 'Diese Meldung betrifft {entity} (Nummer {id}).',
    select: {
      entity: { company: 'ein Unternehmen, das es nicht gibt', employee: 'eine Person, die es nicht gibt' },
    },
  },
  statistics_unavailable: { text: 'Für diesen Datenbestand gibt es noch keine Statistik.' },
  company_id_invalid: { text: 'Die Firmennummer muss eine positive ganze Zahl sein.' },
  employee_id_invalid: { text: 'Die Mitarbeiternummer muss eine positive ganze Zahl sein.' },
  network_depth_invalid: { text: 'Die Tiefe des Netzwerks muss 1 oder 2 sein.' },
  list_not_found: { text: 'Diese Liste gibt es nicht.' },
  list_name_taken: { text: 'Sie haben bereits eine Liste mit dem Namen „{name}“.' },
  list_item_not_found: { text: 'Dieses Unternehmen steht nicht auf dieser Liste.' },
  saved_search_not_found: { text: 'Diese gespeicherte Suche gibt es nicht.' },
  saved_search_name_taken: { text: 'Sie haben bereits eine gespeicherte Suche mit dem Namen „{name}“.' },
  contact_not_found: { text: 'Diesen Kontakt gibt es nicht.' },
  view_not_found: { text: 'Diese Seite ist nicht in Ihrem Verlauf.' },
  not_watched: { text: 'Dieses Unternehmen steht nicht auf Ihrer Beobachtungsliste.' },
  list_move_same: { text: 'Bitte wählen Sie eine andere Liste als Ziel.' },
  event_type_unknown: {
    text: '„{type}“ ist kein Ereignistyp.',
    hint: 'Verwenden Sie die Typ-Kennungen der API, z. B. management_appointed oder capital_change.',
  },
  event_country_unknown: {
    text: '„{country}“ ist kein Land von Firmenradar.',
    hint: 'Verwenden Sie AT, DE oder CH.',
  },
  event_cursor_invalid: {
    text: 'Dieser Cursor wurde nicht von dieser Installation für ihre aktuellen Daten ausgegeben.',
    hint: 'Beginnen Sie den Feed ohne „after“ von vorn.',
  },
  list_page_invalid: {
    text: 'Eine Seite der Liste beginnt bei einer ganzen Zahl ab 0 (offset) und zeigt 1 bis höchstens 100 Firmen (limit).',
  },
  event_feed_limit_invalid: { text: 'Das Limit muss eine ganze Zahl von 1 bis 1.000 sein.' },
  webhook_url_invalid: {
    text: 'Die Webhook-Adresse ist keine gültige http- oder https-URL.',
    hint: 'Bitte geben Sie eine Adresse wie https://example.com/hooks/firmenradar ein.',
  },
  webhook_url_too_long: { text: 'Die Webhook-Adresse darf höchstens 2.000 Zeichen lang sein.' },
  webhook_url_private: {
    text: 'Die Webhook-Adresse {host} führt zu einer privaten, lokalen oder reservierten Netzwerkadresse.',
    hint: 'Webhooks werden nur an Adressen im öffentlichen Internet zugestellt.',
  },
  webhook_types_required: { text: 'Bitte wählen Sie mindestens eine Ereignisart für den Webhook.' },
  webhook_limit: {
    text: 'Ein Konto kann höchstens {limit} Webhooks haben.',
    hint: 'Bitte löschen Sie zuerst einen.',
  },
  webhook_not_found: { text: 'Diesen Webhook gibt es nicht.' },
  operator_only: {
    text: 'Diesen Bereich dürfen nur Betreiber von Firmenradar öffnen.',
    hint: 'Die Rolle vergibt der Betreiber auf dem Server mit „npm run operator -- add <E-Mail>“.',
  },
  operator_user_unknown: {
    text: 'Es gibt kein Konto mit der E-Mail-Adresse „{email}“.',
    hint: 'Die Person muss sich zuerst registrieren.',
  },
  issue_report_not_found: { text: 'Es gibt keine Meldung mit der Nummer {id}.' },
  issue_report_decided: {
    text: 'Über die Meldung {id} ist schon entschieden.',
    hint: 'Laden Sie die Liste neu.',
  },
  correction_needs_company: {
    text: 'Eine Korrektur lässt sich nur an einem Unternehmen vornehmen.',
    hint: 'Nehmen Sie die Meldung ohne Korrektur an.',
  },
  correction_status_invalid: {
    text: '„{value}“ ist kein Rechtsstatus.',
    hint: 'Verwenden Sie Active, In Liquidation oder Inactive.',
  },
  operator_user_not_found: {
    text: 'Dieses Konto gibt es nicht (mehr).',
    hint: 'Suchen Sie erneut.',
  },
  operator_lock_self: {
    text: 'Ihr eigenes Konto können Sie nicht sperren.',
    hint: 'Ein anderer Betreiber kann es sperren.',
  },
  account_blocked: {
    text: 'Dieses Konto ist gesperrt.',
    hint: 'Wenden Sie sich über das Kontaktformular an den Support.',
  },
  person_gone: { text: 'Zu dieser Person zeigen wir keine Angaben.' },
  privacy_request_name_required: { text: 'Bitte geben Sie Ihren Namen an.' },
  privacy_request_email_invalid: {
    text: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    hint: 'An diese Adresse senden wir die Eingangsbestätigung und unsere Antwort.',
  },
  privacy_request_about_required: {
    text: 'Bitte nennen Sie die Personenseite oder das Unternehmen, um das es geht.',
  },
  privacy_request_kind_invalid: {
    text: 'Bitte wählen Sie, was Sie verlangen: Widerspruch, Löschung oder Berichtigung.',
  },
  privacy_request_correction_required: {
    text: 'Bitte geben Sie für eine Berichtigung an, welche Angabe falsch ist und wie sie richtig lautet.',
  },
  privacy_request_not_found: { text: 'Es gibt keine Datenschutzanfrage mit der Nummer {id}.' },
  privacy_request_decided: {
    text: 'Über die Datenschutzanfrage {id} ist schon entschieden.',
    hint: 'Laden Sie die Liste neu.',
  },
  privacy_request_not_a_block: {
    text: 'Sperren lässt sich eine Person nur auf einen Widerspruch oder einen Löschantrag hin.',
  },
  privacy_request_not_a_rectification: {
    text: 'Berichtigen lassen sich Angaben nur auf einen Antrag auf Berichtigung hin.',
  },
  person_correction_invalid: {
    text: 'Bitte geben Sie für jedes Feld höchstens einen berichtigten Wert an: die Funktion nicht leer, die E-Mail-Adresse gültig oder leer.',
  },
  person_correction_field_invalid: {
    text: 'Das Feld „{field}“ gibt es bei dieser Person nicht.',
    hint: 'E-Mail-Adresse und Telefonnummer führen wir nur bei Mitarbeitenden.',
  },
  message_not_found: { text: 'Es gibt keine Nachricht mit der Nummer {id}.' },
  message_answered: {
    text: 'Die Nachricht {id} ist schon beantwortet.',
    hint: 'Laden Sie die Liste neu, um die Antwort zu sehen.',
  },
  message_closed: {
    text: 'Die Nachricht {id} ist schon geschlossen.',
    hint: 'Laden Sie die Liste neu.',
  },
  message_reply_required: { text: 'Bitte schreiben Sie eine Antwort.' },
} satisfies ErrorTexts;

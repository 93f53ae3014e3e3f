import type { ErrorCode } from '@fd/contract';

/** What the user reads for each error code of the API. */
export const errorsDe: Record<ErrorCode, string> = {
  invalid_input: 'Die Anfrage ist ungültig. Bitte prüfen Sie Ihre Eingaben.',
  unauthenticated: 'Bitte melden Sie sich an.',
  forbidden: 'Dazu sind Sie nicht berechtigt.',
  not_found: 'Dieser Eintrag existiert nicht.',
  conflict: 'Das widerspricht Daten, die Sie bereits haben.',
  rate_limited: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  limit_reached:
    'Sie haben die Obergrenze Ihres Arbeitsbereichs erreicht. Bitte entfernen Sie zuerst einige Einträge.',
  unavailable: 'Dieser Dienst ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut.',
  internal_error: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.',
  route_not_found: 'Diese Adresse der Schnittstelle gibt es nicht.',
  search_too_broad: 'Zu breite Suche – bitte einen weiteren Filter setzen.',
  server_busy: 'Der Server erstellt gerade andere Exporte. Bitte versuchen Sie es gleich noch einmal.',
  worker_crashed:
    'Der Serverprozess, der Ihre Anfrage bearbeitete, wurde beendet. Bitte versuchen Sie es erneut.',
  invalid_email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  password_too_short: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  password_too_long: 'Das Passwort darf höchstens 128 Zeichen lang sein.',
  password_required: 'Bitte geben Sie Ihr Passwort ein.',
  name_required: 'Bitte geben Sie Ihren vollständigen Namen ein.',
  bad_credentials: 'E-Mail oder Passwort ist falsch.',
  account_locked:
    'Zu viele Anmeldeversuche für dieses Konto von unbekannten Geräten. Bitte melden Sie sich von einem Gerät an, das Sie schon verwendet haben, warten Sie etwas oder setzen Sie Ihr Passwort zurück.',
  login_throttled:
    'Zu viele fehlgeschlagene Anmeldeversuche von diesem Gerät. Bitte warten Sie einige Minuten oder setzen Sie Ihr Passwort zurück.',
  too_many_pages:
    'Sie öffnen Seiten schneller, als ein Mensch sie liest. Für Daten in großer Menge nutzen Sie bitte die Exporte oder einen API-Schlüssel.',
  too_many_messages: 'Gerade kommen zu viele Nachrichten an. Bitte versuchen Sie es später erneut.',
  export_quota_reached:
    'Dieser Export ist größer als der heutige Rest des Exportkontingents Ihres Kontos. Entfernen Sie Firmen aus der Liste oder exportieren Sie morgen.',
  api_key_invalid: 'Dieser API-Schlüssel ist ungültig. Vielleicht wurde er widerrufen.',
  api_key_read_only: 'API-Schlüssel können nur lesen. Änderungen brauchen eine angemeldete Browsersitzung.',
  api_key_quota:
    'Dieser API-Schlüssel hat sein Tageskontingent an Anfragen aufgebraucht. Es öffnet wieder zum Zeitpunkt in RateLimit-Reset.',
  api_key_not_allowed: 'API-Schlüssel öffnen den Kontobereich nicht. Bitte melden Sie sich im Browser an.',
  api_key_not_found: 'Diesen API-Schlüssel gibt es nicht.',
  api_key_limit:
    'Sie haben so viele API-Schlüssel, wie ein Konto haben kann. Bitte widerrufen Sie zuerst einen.',
  api_key_name_required: 'Bitte geben Sie dem Schlüssel einen Namen.',
  email_unverified:
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen den Link erneut gesendet.',
  google_failed: 'Google-Anmeldung fehlgeschlagen',
  too_many_mails:
    'Für diese Adresse wurden gerade mehrere E-Mails gesendet. Bitte versuchen Sie es in einer Stunde erneut.',
  mail_failed: 'Wir konnten die E-Mail gerade nicht senden. Bitte versuchen Sie es später erneut.',
  database_unavailable:
    'Die Datenbank ist gerade nicht erreichbar. Ihre Änderung wurde nicht gespeichert – bitte versuchen Sie es gleich noch einmal.',
  database_timeout: 'Die Datenbank hat zu lange gebraucht. Bitte versuchen Sie es gleich noch einmal.',
  account_unavailable: 'Ihr Konto ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  reset_link_invalid: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  other_user: 'Sie können nur Ihre eigenen Daten abrufen.',
  cross_site_refused: 'Anfrage von einer fremden Website abgelehnt.',
  csrf_invalid:
    'Das Sicherheitstoken fehlt oder ist falsch. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  wrong_password: 'Das Passwort ist nicht korrekt.',
  confirm_email_mismatch: 'Bitte geben Sie zur Bestätigung Ihre E-Mail-Adresse ein.',
  session_not_found: 'Diese Sitzung gibt es nicht.',
  profile_not_found: 'Dieses Profil gibt es nicht.',
  keyword_invalid: 'Bitte geben Sie Buchstaben oder Ziffern eines Namens ein.',
  advanced_search_login:
    'Die erweiterte Suche steht mit einem kostenlosen Konto zur Verfügung. Bitte melden Sie sich an.',
  address_not_found:
    'Diese Adresse haben wir nicht gefunden. Versuchen Sie eine Postleitzahl, einen Ort oder „Straße, Ort“.',
  filter_invalid: 'Ein Filter ist ungültig. Bitte prüfen Sie seine Werte.',
  radius_invalid: 'Bitte geben Sie eine Adresse und einen gültigen Umkreis in Kilometern ein.',
  group_company_unknown:
    'Das für „Gehört zur Gruppe von …“ gewählte Unternehmen gibt es nicht. Bitte wählen Sie es erneut.',
  company_not_found: 'Dieses Unternehmen gibt es nicht.',
  employee_not_found: 'Diese Person gibt es nicht.',
  person_not_found: 'Diese Person gibt es in den Registerdaten nicht.',
  report_not_found: 'Diesen Jahresabschluss gibt es nicht.',
  register_record_missing: 'Für dieses Unternehmen gibt es in diesem Register keinen Eintrag.',
  statistics_unavailable: 'Für diesen Datenbestand gibt es noch keine Statistik.',
  company_id_invalid: 'Die Firmennummer muss eine positive ganze Zahl sein.',
  network_depth_invalid: 'Die Tiefe des Netzwerks muss 1 oder 2 sein.',
  list_not_found: 'Diese Liste gibt es nicht.',
  list_name_taken: 'Sie haben bereits eine Liste mit diesem Namen.',
  list_item_not_found: 'Dieses Unternehmen steht nicht auf dieser Liste.',
  saved_search_not_found: 'Diese gespeicherte Suche gibt es nicht.',
  saved_search_name_taken: 'Sie haben bereits eine gespeicherte Suche mit diesem Namen.',
  contact_not_found: 'Diesen Kontakt gibt es nicht.',
  view_not_found: 'Diese Seite ist nicht in Ihrem Verlauf.',
  not_watched: 'Dieses Unternehmen steht nicht auf Ihrer Beobachtungsliste.',
  list_move_same: 'Bitte wählen Sie eine andere Liste als Ziel.',
};

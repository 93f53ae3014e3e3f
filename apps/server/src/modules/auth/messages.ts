/** Messages of the account flows, shown by the UI in its alert box; the product's wording (docs/decisions/078). */
const MESSAGES = {
  registered: {
    de: 'Wir haben Ihnen eine E-Mail mit einem Bestätigungslink gesendet. Bitte bestätigen Sie Ihre E-Mail-Adresse, um fortzufahren.',
    en: 'We sent you an email with a verification link. Please verify your email address to continue.',
  },
  registeredWithGoogle: {
    de: 'Ihr Konto ist bereit. Bitte melden Sie sich an.',
    en: 'Your account is ready. Please log in.',
  },
  loggedIn: { de: 'Anmeldung erfolgreich.', en: 'Login successful.' },
  badCredentials: { de: 'E-Mail oder Passwort ist falsch.', en: 'Incorrect email or password.' },
  unverified: {
    de: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen den Link erneut gesendet.',
    en: 'Please verify your email address first. We sent you the link again.',
  },
  googleFailed: { de: 'Google-Anmeldung fehlgeschlagen', en: 'Google login failed' },
  accountLocked: {
    de: 'Zu viele Anmeldeversuche für dieses Konto von unbekannten Geräten. Bitte melden Sie sich von einem Gerät an, das Sie schon verwendet haben, warten Sie {minutes} Minuten oder setzen Sie Ihr Passwort zurück.',
    en: 'Too many login attempts for this account from unknown devices. Please log in from a device you used before, wait {minutes} minutes or reset your password.',
  },
  loginThrottled: {
    de: 'Zu viele fehlgeschlagene Anmeldeversuche von diesem Gerät. Bitte warten Sie {minutes} Minuten oder setzen Sie Ihr Passwort zurück.',
    en: 'Too many failed login attempts from this device. Please wait {minutes} minutes or reset your password.',
  },
  tooManyMails: {
    de: 'Für diese Adresse wurden gerade mehrere E-Mails gesendet. Bitte versuchen Sie es in einer Stunde erneut.',
    en: 'Several emails were just sent to this address. Please try again in an hour.',
  },
  resetSent: {
    de: 'Wir haben Ihnen eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts gesendet.',
    en: 'We sent you an email with a link to reset your password.',
  },
  resetInvalid: {
    de: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    en: 'This link is invalid or has expired. Please request a new one.',
  },
  passwordChanged: {
    de: 'Ihr Passwort wurde geändert. Bitte melden Sie sich an.',
    en: 'Your password has been changed. Please log in.',
  },
  loggedOut: { de: 'Sie wurden abgemeldet.', en: 'You have been logged out.' },
  loginRequired: { de: 'Bitte melden Sie sich an.', en: 'Please log in to continue.' },
  otherUser: {
    de: 'Sie können nur Ihre eigenen Daten abrufen.',
    en: 'You can only read your own user details.',
  },
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type Lang = 'de' | 'en';

export function message(key: MessageKey, lang: Lang): string {
  return MESSAGES[key][lang];
}

/** The UI sends its language in `X-Lang`; browsers' Accept-Language is the fallback. */
export function requestLang(headers: Record<string, string | string[] | undefined>): Lang {
  const explicit = headers['x-lang'];
  if (explicit === 'en' || explicit === 'de') return explicit;
  const accept = String(headers['accept-language'] ?? '');
  return /^en\b/i.test(accept) ? 'en' : 'de';
}

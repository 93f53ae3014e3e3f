import type { Lang } from './format';

/**
 * What the account flows answer when they succeed, shown by the web app in its alert box; the
 * product's wording (docs/decisions/078). Failures are in the error catalogue (errors.ts).
 */
const MESSAGES = {
  registered: {
    de: 'Wir haben Ihnen eine E-Mail mit einem Bestätigungslink gesendet. Bitte bestätigen Sie Ihre E-Mail-Adresse, um fortzufahren.',
    en: 'We sent you an email with a verification link. Please verify your email address to continue.',
  },
  registeredWithGoogle: {
    de: 'Ihr Konto ist bereit. Bitte melden Sie sich an.',
    en: 'Your account is ready. Please log in.',
  },
  loggedIn: { de: 'Anmeldung erfolgreich.', en: 'Log-in successful.' },
  resetSent: {
    de: 'Wir haben Ihnen eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts gesendet.',
    en: 'We sent you an email with a link to reset your password.',
  },
  passwordChanged: {
    de: 'Ihr Passwort wurde geändert. Bitte melden Sie sich an.',
    en: 'Your password has been changed. Please log in.',
  },
  loggedOut: { de: 'Sie wurden abgemeldet.', en: 'You have been logged out.' },
} as const;

export type MessageKey = keyof typeof MESSAGES;

export function successMessage(key: MessageKey, lang: Lang): string {
  return MESSAGES[key][lang];
}

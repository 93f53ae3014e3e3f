/** German texts of the account pages: log in, sign up, password reset. */
export const authDe = {
  fields: {
    fullname: 'Vollständiger Name',
    fullnamePlaceholder: 'Max Mustermann',
    email: 'E-Mail-Adresse',
    emailPlaceholder: 'name@firma.de',
    password: 'Passwort',
    newPassword: 'Neues Passwort',
    passwordPlaceholder: 'mind. {{min}} Zeichen',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
  },
  errors: {
    network: 'Keine Verbindung zum Server. Bitte versuchen Sie es später erneut.',
    google: 'Google-Anmeldung fehlgeschlagen',
    generic: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    passwordTooShort: 'Das Passwort muss mindestens {{min}} Zeichen lang sein.',
  },
  or: 'oder',
  verification: {
    success: 'Bestätigung erfolgreich. Bitte melden Sie sich an, um fortzufahren.',
    fail: 'Bestätigung fehlgeschlagen. Bitte versuchen Sie es erneut.',
    required:
      'Wir haben Ihnen eine E-Mail mit einem Bestätigungslink gesendet. Bitte bestätigen Sie Ihre E-Mail-Adresse, um fortzufahren.',
    reset: 'Wir haben Ihnen eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts gesendet.',
  },
  login: {
    title: 'Anmelden',
    description:
      'Willkommen zurück! Melden Sie sich an, um die erweiterte Suche und Ihr Dashboard zu nutzen.',
    google: 'Mit Google anmelden',
    forgotPassword: 'Passwort vergessen?',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft …',
    noAccount: 'Noch kein Konto?',
    signUp: 'Jetzt registrieren',
    sideLabel: 'Warum Firmenradar',
    promos: {
      data: {
        headline: 'Firmendaten, auf die Sie bauen können',
        text: 'Finanzkennzahlen, Management und Registerdaten aus Österreich, Deutschland und der Schweiz – in einer Suche.',
      },
      people: {
        headline: 'Die richtigen Ansprechpartner finden',
        text: 'Suchen Sie Entscheider nach Position, Branche und Arbeitgeber und sprechen Sie sie gezielt an.',
      },
      market: {
        headline: 'Ihren Markt im Blick behalten',
        text: 'Beobachten Sie Unternehmen und erfahren Sie sofort, wenn sich ihre Daten ändern.',
      },
    },
    benefits: {
      secure: {
        title: 'Sicherer Zugang',
        text: 'Ihre Sitzung ist verschlüsselt und nach aktuellen Sicherheitsstandards geschützt.',
      },
      insights: {
        title: 'Sofortige Einblicke',
        text: 'Kennzahlen, Entwicklungen und Entscheider auf einen Blick.',
      },
      updated: {
        title: 'Immer aktuell',
        text: 'Unsere Daten werden laufend aus offiziellen Quellen aktualisiert.',
      },
    },
  },
  register: {
    title: 'Konto erstellen',
    description: 'Kostenlos starten – in weniger als einer Minute.',
    google: 'Mit Google registrieren',
    terms:
      'Mit der Registrierung akzeptieren Sie unsere <terms>AGB</terms> und unsere <privacy>Datenschutzerklärung</privacy>.',
    submit: 'Konto erstellen',
    submitting: 'Konto wird erstellt …',
    haveAccount: 'Sie haben bereits ein Konto?',
    sideTitle: 'Ihre Vorteile',
    sideText: 'Mit Ihrem kostenlosen Konto suchen Sie sofort nach Unternehmen und Entscheidern.',
    benefits: {
      records: 'Zugriff auf über {{records}} Datensätze',
      recordsExact_one: 'Zugriff auf {{records}} Datensatz',
      recordsExact_other: 'Zugriff auf {{records}} Datensätze',
      credits: 'Gratis-Credits zum Start',
      noCard: 'Keine Kreditkarte erforderlich',
    },
  },
  reset: {
    title: 'Passwort vergessen?',
    description:
      'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.',
    submit: 'Passwort zurücksetzen',
    submitting: 'Wird gesendet …',
    remembered: 'Schon gut, ich erinnere mich wieder!',
  },
  resetConfirm: {
    title: 'Neues Passwort festlegen',
    description:
      'Wählen Sie ein neues Passwort mit mindestens {{min}} Zeichen und melden Sie sich danach damit an.',
    submit: 'Passwort speichern',
    submitting: 'Wird gespeichert …',
    missingToken: 'Dieser Link ist unvollständig. Bitte fordern Sie einen neuen Link an.',
    requestNew: 'Neuen Link anfordern',
    backToLogin: 'Zurück zur Anmeldung',
  },
};

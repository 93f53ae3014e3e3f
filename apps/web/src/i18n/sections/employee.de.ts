/** Employee page (/dashboard/employees/{id}). Missing-data texts are the product's wording. */
export const employeePageDe = {
  notFound: {
    title: 'Profil nicht gefunden',
    text: 'Zu dieser Adresse gibt es kein Mitarbeiterprofil. Vielleicht wurde der Link falsch kopiert oder das Profil entfernt.',
    back: 'Zur Mitarbeitersuche',
  },
  /** A person blocked after a privacy request (HTTP 410): neutral, without a reason. */
  gone: {
    title: 'Keine Angaben zu dieser Person',
    text: 'Zu dieser Person zeigen wir keine Angaben.',
  },
  avatarAlt: 'Profilbild von {{name}}',
  atCompany: 'bei',
  overview: {
    title: 'Berufliches Profil',
    position: 'Position',
    company: 'Unternehmen',
    industry: 'Branche',
    locality: 'Standort',
    experience: 'Berufserfahrung',
    years_one: '{{count}} Jahr',
    years_other: '{{count}} Jahre',
    management: 'Führungskraft',
    yes: 'Ja',
    no: 'Nein',
  },
  experience: {
    title: 'Berufserfahrung',
    empty: 'Keine Angaben zur Berufserfahrung verfügbar',
  },
  education: {
    title: 'Ausbildung',
    empty: 'Keine Angaben zur Ausbildung verfügbar',
  },
  period: {
    range: '{{start}} – {{end}}',
    present: 'heute',
    unknown: 'Zeitraum unbekannt',
  },
  contact: {
    title: 'Kontaktinformationen',
    email: 'E-Mail',
    phone: 'Telefon',
    linkedin: 'LinkedIn',
    twitter: 'X (Twitter)',
    empty: 'Keine Kontaktinformationen verfügbar',
    loginHint:
      'Für diese Person sind eine E-Mail-Adresse oder Telefonnummer hinterlegt. Angemeldete Nutzer sehen sie.',
    quotaHint:
      'Sie haben heute so viele Kontaktdaten angesehen, wie Ihr Konto an einem Tag sehen kann. Morgen geht es weiter. Für Daten in großer Menge nutzen Sie bitte die Exporte Ihrer Listen oder einen API-Schlüssel.',
    login: 'Jetzt anmelden',
  },
  skills: {
    title: 'Fähigkeiten',
    empty: 'Keine Angaben zu Fähigkeiten verfügbar',
  },
};

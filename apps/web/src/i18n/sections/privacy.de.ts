/** The privacy request form (`/datenschutz-anfrage`, `/privacy-request`; docs/decisions/172). */
export const privacyRequestDe = {
  title: 'Datenschutzanfrage',
  lead: 'Sind Sie eine Person, über die Firmenradar Angaben zeigt? Hier können Sie der Verarbeitung widersprechen (Art. 21 DSGVO), die Löschung verlangen (Art. 17 DSGVO) oder unrichtige Angaben berichtigen lassen (Art. 16 DSGVO). Wir bestätigen den Eingang per E-Mail und antworten innerhalb eines Monats.',
  formTitle: 'Ihre Anfrage',
  name: 'Ihr Name',
  email: 'Ihre E-Mail-Adresse',
  about: 'Betroffene Personenseite oder Unternehmen',
  aboutHint:
    'Die Adresse der Personen- oder Mitarbeiterseite, oder der Name des Unternehmens, bei dem Sie genannt werden.',
  kind: 'Was verlangen Sie?',
  kinds: {
    objection: 'Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)',
    erasure: 'Löschung (Art. 17 DSGVO)',
    rectification: 'Berichtigung (Art. 16 DSGVO)',
  },
  correction: 'Welche Angabe ist falsch, und wie lautet sie richtig?',
  message: 'Weitere Angaben',
  optional: '(optional)',
  requiredNote: '* Pflichtfeld',
  submit: 'Anfrage senden',
  sending: 'Wird gesendet …',
  success:
    'Vielen Dank. Wir haben Ihre Anfrage erhalten und Ihnen eine Bestätigung gesendet. Wir antworten spätestens bis zum {{deadline}}.',
  error: 'Ihre Anfrage konnte nicht gesendet werden.',
  link: 'Datenschutzanfrage zu dieser Person',
};

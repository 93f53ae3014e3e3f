/** The billing page (/dashboard/billing): a static sample (docs/decisions/078). */
export const billingDe = {
  sampleNote: 'Beispielansicht: Abonnement, Zahlungsmethode und Transaktionen sind Musterdaten.',
  subscription: {
    title: 'Abonnement',
    plan: 'Tarif',
    price: 'Preis',
    perMonth: 'pro Monat',
    status: 'Status',
    active: 'Aktiv',
    customerSince: 'Kunde seit',
    nextBilling: 'Nächste Abrechnung',
    includes: 'Enthalten',
    features: {
      search: 'Erweiterte Firmen- und Mitarbeitersuche',
      lists: 'Leadlisten mit Export als CSV und Excel',
      watch: 'Beobachtungsliste mit Änderungshinweisen',
    },
  },
  payment: {
    title: 'Zahlungsmethode',
    card: '{{brand}} mit Endziffern {{last4}}',
    expires: 'Gültig bis {{date}}',
    holder: 'Karteninhaber',
  },
  transactions: {
    title: 'Transaktionen',
    number: 'Nr.',
    date: 'Datum',
    description: 'Beschreibung',
    amount: 'Betrag',
    status: 'Status',
    paid: 'Bezahlt',
    item: 'Professional-Abonnement, {{period}}',
  },
};

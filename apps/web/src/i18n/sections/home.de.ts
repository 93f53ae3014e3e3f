/** The dashboard's home page. */
/** The Ctrl+K jump box of the dashboard. */
export const jumpDe = {
  title: 'Springen zu …',
  label: 'Unternehmen oder Person',
  placeholder: 'Name eingeben (mindestens 3 Zeichen)',
  hint: 'Pfeiltasten wählen, Enter öffnet, Esc schließt.',
  results: 'Treffer',
  company: 'Unternehmen',
  person: 'Person',
};

export const homeDe = {
  greeting: 'Willkommen zurück, {{name}}',
  greetingAnonymous: 'Willkommen zurück',
  /** The first login: nobody is "back" yet. */
  greetingFirst: 'Willkommen, {{name}}',
  greetingFirstAnonymous: 'Willkommen',
  searchTitle: 'Unternehmen suchen',
  searchLabel: 'Firmenname',
  searchPlaceholder: 'z. B. Bau, Holding oder Mustermann GmbH',
  searchSubmit: 'Suchen',
  searchHint:
    'Tipp: Mit Strg+K (⌘K auf dem Mac) springen Sie von überall direkt zu einem Unternehmen oder einer Person.',
  recent: {
    title: 'Zuletzt angesehen',
    empty: 'Noch keine Profile angesehen. Die Profile, die Sie öffnen, erscheinen hier.',
    all: 'Verlauf anzeigen',
  },
  watchlist: {
    title: 'Beobachtungsliste',
    empty:
      'Sie beobachten noch keine Unternehmen. Auf jeder Unternehmensseite können Sie „Beobachten“ wählen.',
    all: 'Alle beobachteten Unternehmen',
    changes_one: '{{formatted}} neue Änderung',
    changes_other: '{{formatted}} neue Änderungen',
  },
  searches: {
    title: 'Gespeicherte Suchen',
    empty: 'Noch keine Suchen gespeichert. Eine erweiterte Suche können Sie mit „Suche speichern“ sichern.',
    all: 'Alle Listen und Suchen',
    companies: 'Unternehmen',
    employees: 'Personen',
  },
};

import type { homeDe, jumpDe } from './home.de';

export const jumpEn: typeof jumpDe = {
  title: 'Jump to …',
  label: 'Company or person',
  placeholder: 'Type a name (at least 3 characters)',
  hint: 'Arrow keys choose, Enter opens, Esc closes.',
  results: 'Matches',
  company: 'Company',
  person: 'Person',
};

export const homeEn: typeof homeDe = {
  greeting: 'Welcome back, {{name}}',
  greetingAnonymous: 'Welcome back',
  /** The first login: nobody is "back" yet. */
  greetingFirst: 'Welcome, {{name}}',
  greetingFirstAnonymous: 'Welcome',
  searchTitle: 'Search companies',
  searchLabel: 'Company name',
  searchPlaceholder: 'e.g. construction, holding or Mustermann GmbH',
  searchSubmit: 'Search',
  searchHint: 'Tip: press Ctrl+K (⌘K on a Mac) anywhere to jump straight to a company or a person.',
  recent: {
    title: 'Recently viewed',
    empty: 'No profiles viewed yet. The profiles you open appear here.',
    all: 'Show history',
  },
  watchlist: {
    title: 'Watch list',
    empty: 'You are not watching any companies yet. Choose “Watch” on any company page.',
    all: 'All watched companies',
    changes_one: '{{formatted}} new change',
    changes_other: '{{formatted}} new changes',
  },
  searches: {
    title: 'Saved searches',
    empty: 'No saved searches yet. Save an advanced search with “Save search”.',
    all: 'All lists and searches',
    companies: 'Companies',
    employees: 'People',
  },
};

import type { sourcesDe } from './sources.de';

export const sourcesEn: typeof sourcesDe = {
  freshness: 'Freshness',
  lastSync: 'Last synchronised',
  published: 'Data published',
  companies: 'Companies from this source',
  companiesCount_one: '{{formatted}} company',
  companiesCount_other: '{{formatted}} companies',
  never: 'not synchronised yet',
  loading: 'loading …',
  failed: 'not available right now – please reload the page later',
};

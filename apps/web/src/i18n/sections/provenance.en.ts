import { labelsEn } from '@fd/contract';
import type { provenanceDe } from './provenance.de';

export const provenanceEn: typeof provenanceDe = {
  label: 'Source',
  sourceLine: 'Source: {{line}}',
  detailsTitle: 'Where these values come from',
  showDetails: 'Show where these values come from',
  noDate: 'undated',
  sources: labelsEn.dataSources,
  status: {
    published: 'published',
    estimated: 'estimated',
    partlyEstimated: 'partly estimated',
    missing: 'not published',
    synthetic: 'invented',
  },
  fields: {
    name: 'Company name',
    legal_form: 'Legal form',
    address: 'Address',
    location: 'Map position',
    legal_status: 'Legal status',
    date_founded: 'Founding date',
    lei: 'LEI',
    register: 'Register entry',
    representatives: 'Representatives',
    ownership: 'Group relationships',
    financials: 'Financial figures',
    contact: 'Contact details',
  },
  synthetic: 'Synthetic sample data',
  syntheticShort: 'Synthetic',
  syntheticHint:
    'This company and everything shown about it was invented by the generator – it is not real company data.',
  syntheticPersonHint:
    'This person and everything shown about them was invented by the generator – it is not real personal data.',
  notPublished: 'not published',
  financialsNotPublished:
    "Financial figures: not published. This company's sources do not publish annual accounts.",
  contactNotPublished:
    "Contact details: not published. This company's sources publish no website, email or phone number.",
  watch: {
    badgeLabel_one: '({{formatted}} company with new events)',
    badgeLabel_other: '({{formatted}} companies with new events)',
  },
};

import { NETWORK_CARD_ID } from '../network/networkModel';

/** The company page's sections in page order, with the anchor of the card each link scrolls to. */
export const COMPANY_SECTIONS = [
  { key: 'overview', id: 'overview' },
  { key: 'financials', id: 'financials' },
  { key: 'people', id: 'people' },
  { key: 'similar', id: 'similar' },
  { key: 'network', id: NETWORK_CARD_ID },
  { key: 'timeline', id: 'timeline' },
  { key: 'contact', id: 'contact' },
] as const;

export type CompanySection = (typeof COMPANY_SECTIONS)[number]['key'];

export const sectionId = (key: CompanySection): string =>
  COMPANY_SECTIONS.find((section) => section.key === key)?.id ?? key;

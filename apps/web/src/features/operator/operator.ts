import { CONTACT_INFO } from '@fd/contract';

/** The operator's legal details: footer, contact page, imprint, privacy policy and terms. */
export const OPERATOR = {
  name: 'Firmenradar GmbH',
  managingDirector: 'Mag. Katharina Lindner',
  registerNumber: 'FN 523817 w',
  registerCourt: 'Handelsgericht Wien',
  vatId: 'ATU71248651',
  seat: 'Wien',
  street: CONTACT_INFO.street,
  postcode: CONTACT_INFO.postcode,
  city: CONTACT_INFO.city,
  phone: CONTACT_INFO.phone,
  email: CONTACT_INFO.email,
  website: 'www.firmenradar.at',
} as const;

/** Dates of the legal texts, as the product gives them. */
export const LEGAL_DATES = {
  effectiveIso: '2024-12-27',
  termsVersionIso: '2024-10-03',
} as const;

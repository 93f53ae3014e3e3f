import type { Company, Representative } from '@fd/contract';

/** Names with letters outside WinAnsi (Ł, ź, ř, Š) and inside it (ó, á, Æ, ø), for the PDFs. */
export const UNICODE_NAMES = {
  company: 'Łódź Handel Dvořák AG',
  address: 'Ærø Straße 1, 1010 Wien',
  representative: 'Šiška Dvořák',
} as const;

/** A stored company and its representatives, renamed to the names above. */
export function withUnicodeNames(
  company: Company,
  representatives: Representative[],
): { company: Company; representatives: Representative[] } {
  return {
    company: { ...company, company_name: UNICODE_NAMES.company, address: UNICODE_NAMES.address },
    representatives: [
      { ...representatives[0]!, name: UNICODE_NAMES.representative, representation: 'selbständig' },
    ],
  };
}

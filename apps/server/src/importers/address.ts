/** Postal addresses written as one line ('Waidmannstraße 1, 22769 Hamburg.') split into parts. */

export interface ParsedAddress {
  street: string | null;
  postcode: string | null;
  city: string | null;
}

/** German one-line address: '[c/o …, ]street, PLZ city[.]'. Parts that cannot be read are null. */
export function parseGermanAddress(text: string | null | undefined): ParsedAddress {
  const empty = { street: null, postcode: null, city: null };
  if (typeof text !== 'string') return empty;
  const line = text.replace(/\s+/g, ' ').trim().replace(/\.$/, '').trim();
  if (line.length === 0) return empty;
  const match = /^(?:(.*?)\s*,\s*)?(?:D-)?(\d{5})\s+(.+)$/.exec(line);
  if (!match) return { street: line, postcode: null, city: null };
  const street = match[1]?.trim() || null;
  return { street, postcode: match[2], city: match[3].trim() };
}

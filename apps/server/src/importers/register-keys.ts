/**
 * Register keys: one spelling per register entry, whichever source it comes from.
 *   DE  'DE:<court>:<register>:<number>'  ('DE:hamburg:HRB:150148'); a number is unique per court only
 *   AT  'AT:FN:<number><letter>'          ('AT:FN:123456a'); the Firmenbuch number is national
 *   CH  'CH:UID:CHE<9 digits>'            ('CH:UID:CHE123456789'); the UID is national
 */
import { tokenize } from '@fd/contract';
import { canonicalToken } from './name-key';

/**
 * GLEIF registration authority codes of German register courts, as far as confirmed from
 * published LEI records. An unknown code yields no register key (matching falls back to the name).
 */
export const DE_REGISTER_COURTS: Readonly<Record<string, string>> = {
  RA000242: 'Frankfurt am Main',
  RA000304: 'München',
};

const DE_REGISTERS: Readonly<Record<string, string>> = {
  HRA: 'HRA',
  HRB: 'HRB',
  GNR: 'GnR',
  PR: 'PR',
  VR: 'VR',
  GSR: 'GsR',
};

/** 'Amtsgericht München' / 'München' / 'Muenchen' → 'muenchen'; 'Charlottenburg (Berlin)' → 'charlottenburg-berlin'. */
export function courtSlug(court: string): string | null {
  const words = tokenize(court.replace(/^\s*(?:amtsgericht|registergericht|ag)\s+/i, '')).map(canonicalToken);
  return words.length > 0 ? words.join('-') : null;
}

export interface DeRegisterNumber {
  register: string;
  /** Digits without leading zeros, then a court suffix when there is one ('12345B'). */
  number: string;
}

/** 'HRB 150148', 'HRB150148', 'HRB 12345 B', 'GnR 7' → parts; anything else → null. */
export function parseDeRegisterNumber(text: string): DeRegisterNumber | null {
  const match = /^\s*(HRA|HRB|GnR|PR|VR|GsR)\s*0*(\d{1,7})\s*([A-Z]{1,3})?\s*$/i.exec(text);
  if (!match) return null;
  const register = DE_REGISTERS[match[1].toUpperCase()];
  return { register, number: match[2] + (match[3]?.toUpperCase() ?? '') };
}

export function deRegisterKey(court: string, register: string, number: string): string | null {
  const slug = courtSlug(court);
  const parsed = parseDeRegisterNumber(`${register} ${number}`);
  return slug && parsed ? `DE:${slug}:${parsed.register}:${parsed.number}` : null;
}

/** 'Hamburg HRB 150148' → court 'Hamburg', register 'HRB', number '150148'. */
export function splitNativeDeNumber(
  text: string,
): { court: string; register: string; number: string } | null {
  const match = /^(.+?)\s+(HRA|HRB|GnR|PR|VR|GsR)\s*(\d{1,7}(?:\s*[A-Z]{1,3})?)\s*$/i.exec(text.trim());
  if (!match) return null;
  return { court: match[1], register: match[2], number: match[3].replace(/\s+/g, '') };
}

/** 'FN 123456a', '123456 a', 'FN123456A' → 'AT:FN:123456a'. */
export function atFirmenbuchKey(text: string): string | null {
  const match = /^\s*(?:FN\s*)?0*([1-9]\d{0,5})\s*([a-z])\s*$/i.exec(text);
  return match ? `AT:FN:${match[1]}${match[2].toLowerCase()}` : null;
}

const UID_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4];

/** 'CHE-123.456.789', 'CHE123456789 MWST', 'CHE-123.456.789 HR' → 'CH:UID:CHE123456789' when the check digit holds. */
export function chUidKey(text: string): string | null {
  const match = /^\s*CHE[-\s]?(\d{3})[.\s]?(\d{3})[.\s]?(\d{3})(?:\s*(?:MWST|TVA|IVA|HR|RC|RI))?\s*$/i.exec(
    text,
  );
  if (!match) return null;
  const digits = match[1] + match[2] + match[3];
  const sum = UID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  if (check === 10 || check !== Number(digits[8])) return null;
  return `CH:UID:CHE${digits}`;
}

/** Key of a GLEIF registration (authority code + entity id) of an AT/DE/CH entity. */
export function gleifRegisterKey(
  country: string,
  authority: string | null,
  entityId: string | null,
): string | null {
  if (!entityId) return null;
  if (country === 'AT') return atFirmenbuchKey(entityId);
  if (country === 'CH') return chUidKey(entityId);
  if (country !== 'DE' || !authority) return null;
  const court = DE_REGISTER_COURTS[authority.trim().toUpperCase()];
  const parsed = parseDeRegisterNumber(entityId);
  return court && parsed ? deRegisterKey(court, parsed.register, parsed.number) : null;
}

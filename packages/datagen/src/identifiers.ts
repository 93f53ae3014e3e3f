/** Check-digit algorithms and validators for DACH company identifiers. */

const FN_LETTERS = 'abdfghikmpstvwxyz';
const FN_WEIGHTS = [6, 4, 14, 15, 10, 1];

/** Austrian Firmenbuch check letter: weights 6,4,14,15,10,1 over the six-digit number, mod 17. */
export function fnCheckLetter(num: number): string {
  let sum = 0;
  let n = num;
  for (let i = 5; i >= 0; i--) {
    sum += (n % 10) * FN_WEIGHTS[i];
    n = Math.floor(n / 10);
  }
  return FN_LETTERS[sum % 17];
}

/** 'FN 123456a' (with or without 'FN ', spaces ignored). */
export function isValidFirmenbuch(text: string): boolean {
  const m = /^(?:FN\s*)?([1-9]\d{0,5})\s*([a-z])$/.exec(text.trim());
  return m !== null && fnCheckLetter(Number(m[1])) === m[2];
}

/** Austrian UID ('ATU' + 8 digits): Luhn-like sum over digits 1–7, check = (10 − (sum + 4) mod 10) mod 10. */
export function atVatCheckDigit(first7: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = first7.charCodeAt(i) - 48;
    if (i % 2 === 0) sum += d;
    else {
      const p = d * 2;
      sum += p > 9 ? p - 9 : p;
    }
  }
  return (10 - ((sum + 4) % 10)) % 10;
}

export function isValidAtVat(text: string): boolean {
  const m = /^ATU(\d{7})(\d)$/.exec(text);
  return m !== null && atVatCheckDigit(m[1]) === Number(m[2]);
}

/** German USt-IdNr.: ISO 7064 MOD 11,10 over the first eight digits. */
export function deVatCheckDigit(first8: string): number {
  let product = 10;
  for (let i = 0; i < 8; i++) {
    let sum = (first8.charCodeAt(i) - 48 + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

export function isValidDeVat(text: string): boolean {
  const m = /^DE([1-9]\d{7})(\d)$/.exec(text);
  return m !== null && deVatCheckDigit(m[1]) === Number(m[2]);
}

const UID_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4];

/** Swiss UID: weights 5,4,3,2,7,6,5,4 mod 11; null when the remainder yields 10 (such numbers are never issued). */
export function chUidCheckDigit(first8: string): number | null {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (first8.charCodeAt(i) - 48) * UID_WEIGHTS[i];
  const check = 11 - (sum % 11);
  if (check === 10) return null;
  return check === 11 ? 0 : check;
}

/** 'CHE123456789' → 'CHE-123.456.789'. */
export function formatChUid(nineDigits: string): string {
  return `CHE-${nineDigits.slice(0, 3)}.${nineDigits.slice(3, 6)}.${nineDigits.slice(6, 9)}`;
}

/** Accepts 'CHE-123.456.789', 'CHE123456789' and the VAT form with ' MWST'. */
export function isValidChUid(text: string): boolean {
  const m = /^CHE-?(\d{3})\.?(\d{3})\.?(\d{3})(?: MWST| TVA| IVA)?$/.exec(text);
  if (m === null) return false;
  const digits = m[1] + m[2] + m[3];
  return chUidCheckDigit(digits.slice(0, 8)) === Number(digits[8]);
}

/** Remainder mod 97 of an alphanumeric string with letters as 10..35 (ISO 7064 MOD 97-10). */
function mod97(text: string): number {
  let r = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) r = (r * 10 + (c - 48)) % 97;
    else r = (r * 100 + (c - 55)) % 97;
  }
  return r;
}

/** LEI (ISO 17442): two check digits so that the whole 20-character code is 1 mod 97. */
export function leiCheckDigits(first18: string): string {
  const check = 98 - mod97(`${first18}00`);
  return check < 10 ? `0${check}` : String(check);
}

export function isValidLei(text: string): boolean {
  return /^[0-9A-Z]{18}\d{2}$/.test(text) && mod97(text) === 1;
}

/** GS1 mod 10 (GLN, EAN-13): weights 3,1 alternating from the right of the payload. */
export function gs1CheckDigit(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    const d = payload.charCodeAt(payload.length - 1 - i) - 48;
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidGln(text: string): boolean {
  return /^\d{13}$/.test(text) && gs1CheckDigit(text.slice(0, 12)) === Number(text[12]);
}

/**
 * Swiss commercial-register CH-ID ('CH-020.3.012.345-6'). The register does not publish its check rule,
 * so the last digit uses the UID's mod-11 scheme over the ten preceding digits, remainder 10 mapped to 0.
 */
export function chIdCheckDigit(tenDigits: string): number {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2, 7, 6];
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (tenDigits.charCodeAt(i) - 48) * weights[i];
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 0 : check;
}

export function isValidChId(text: string): boolean {
  const m = /^CH-(\d{3})\.(\d)\.(\d{3})\.(\d{3})-(\d)$/.exec(text);
  return m !== null && chIdCheckDigit(m[1] + m[2] + m[3] + m[4]) === Number(m[5]);
}

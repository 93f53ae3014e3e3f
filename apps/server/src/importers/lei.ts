/** LEI validation (ISO 17442): 18 alphanumerics and two check digits under ISO 7064 MOD 97-10. */

const LEI_SHAPE = /^[A-Z0-9]{18}[0-9]{2}$/;

/** Remainder mod 97 of the number written by the characters, letters counting A = 10 … Z = 35. */
function mod97(text: string): number {
  let remainder = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const value = code <= 57 ? code - 48 : code - 55;
    remainder = value < 10 ? (remainder * 10 + value) % 97 : (remainder * 100 + value) % 97;
  }
  return remainder;
}

export function isValidLei(lei: string): boolean {
  return LEI_SHAPE.test(lei) && mod97(lei) === 1;
}

/** Check digits for an 18-character prefix (used to build valid test data). */
export function leiCheckDigits(prefix: string): string {
  if (!/^[A-Z0-9]{18}$/.test(prefix)) throw new Error(`not an LEI prefix: ${prefix}`);
  return String(98 - mod97(`${prefix}00`)).padStart(2, '0');
}

/** Trimmed, upper-cased LEI when valid, else null. */
export function normaliseLei(text: string | null | undefined): string | null {
  if (!text) return null;
  const lei = text.trim().toUpperCase();
  return isValidLei(lei) ? lei : null;
}

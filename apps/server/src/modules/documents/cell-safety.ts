/** A first character that makes a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone number as the data writes it: '+', digits and the usual separators, nothing a formula needs. */
const PHONE = /^\+[\d ()/.-]+$/;

/**
 * A text cell as a spreadsheet must receive it: one that would start a formula gets a leading
 * apostrophe, so it is shown as text. A phone number keeps its '+' as written, in CSV and XLSX
 * alike (decision 190): without a letter it can name no function, cell, sheet or DDE link, so it
 * cannot fetch or run anything.
 */
export function neutralisedText(text: string): string {
  if (!FORMULA_START.test(text) || PHONE.test(text)) return text;
  return `'${text}`;
}

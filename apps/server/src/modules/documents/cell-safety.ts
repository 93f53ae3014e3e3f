/**
 * A start that makes a spreadsheet read a cell as a formula (OWASP CSV injection): a tab or
 * carriage return, or one of = + - @ after any spaces (spreadsheets skip them), also in its
 * full-width form ＝ ＋ － ＠, which spreadsheets read as the ASCII sign. The one rule of every
 * export (docs/decisions/175).
 */
const FORMULA_START = /^[\t\r]|^[\s\u3000]*[=+\-@＝＋－＠]/;
/** A phone number as the data writes it: '+', digits and the usual separators, nothing a formula needs. */
const PHONE = /^\+[\d ()/.-]+$/;

/**
 * A text cell as a spreadsheet must receive it: one that would start a formula gets a leading
 * apostrophe, so it is shown as text. A phone number cannot call anything (no letters, so no
 * function or DDE link) and keeps its readable '+': in CSV behind a space, so that it is read as
 * text; in XLSX as it is, since a string-typed cell is never evaluated.
 */
export function neutralisedText(text: string, format: 'csv' | 'xlsx'): string {
  if (!FORMULA_START.test(text)) return text;
  if (PHONE.test(text)) return format === 'csv' ? ` ${text}` : text;
  return `'${text}`;
}

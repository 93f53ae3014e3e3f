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
 * apostrophe, so it is shown as text. A phone number keeps its '+' as written, in CSV and XLSX
 * alike (decision 190): without a letter it can name no function, cell, sheet or DDE link, so it
 * cannot fetch or run anything.
 */
export function neutralisedText(text: string): string {
  if (!FORMULA_START.test(text) || PHONE.test(text)) return text;
  return `'${text}`;
}

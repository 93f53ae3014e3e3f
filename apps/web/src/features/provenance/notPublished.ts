/**
 * A figure cell of a result row or list: an imported company's missing figure is 'not published'
 * (the open registers publish no financials), a synthetic company's keeps the usual dash.
 */
export function figureText(
  value: number | null | undefined,
  formatted: string,
  synthetic: boolean,
  notPublished: string,
): string {
  return value === null || value === undefined ? (synthetic ? formatted : notPublished) : formatted;
}

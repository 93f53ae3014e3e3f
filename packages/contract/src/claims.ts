/**
 * The product's two size claims ("about N company records" on the landing page, "over N records"
 * on the sign-up page) are filled from the counts of the dataset served (docs/decisions/078), so
 * that they agree with the statistics page on any dataset. These are the one rounding rule.
 */

/** The step that keeps two significant digits of a count (1 below 100: small counts stay exact). */
function twoDigitStep(count: number): number {
  return count < 100 ? 1 : 10 ** (Math.floor(Math.log10(count)) - 1);
}

/** "About N": the count to two significant digits, to the nearest (250.014 → 250.000). */
export function aboutCount(count: number): number {
  const whole = Math.max(0, Math.round(count));
  const step = twoDigitStep(whole);
  return Math.round(whole / step) * step;
}

/**
 * "Over N": the largest two-significant-digit number strictly below the count (250.014 → 250.000,
 * 23.000.000 → 22.000.000); null below 10, where the exact count is said instead.
 */
export function overCount(count: number): number | null {
  const whole = Math.max(0, Math.round(count));
  if (whole < 10) return null;
  const below = whole - 1;
  const step = twoDigitStep(below);
  return Math.floor(below / step) * step;
}

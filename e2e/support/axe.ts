import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical findings of axe-core (WCAG 2.1 A/AA and best practices) on the page as it
 * is now, one readable line each, naming up to three elements.
 *
 * axe runs with `axe.run` in the page (legacy mode) instead of `runPartial` in each frame plus
 * `finishRun` in a new blank tab, which cost a tab and a second injection of axe-core per check
 * (docs/decisions/200). Same rules, same results: the only difference is that cross-origin frames
 * go unchecked, and the app's pages have none (its content security policy allows frames only
 * from itself and Google sign-in, which the tests never load).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

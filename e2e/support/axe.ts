import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The minified build of the axe-core that `@axe-core/playwright` depends on: the same rules as the
 * `axe.js` it injects by default, at 0.6 instead of 1.3 MB, which the builder sends and the page
 * parses twice a check.
 */
const fromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromAxeBuilder.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical findings of axe-core (WCAG 2.1 A/AA and best practices) on the page as it
 * is now, one readable line each, naming up to three elements.
 *
 * axe runs with `axe.run` in the page (legacy mode) instead of `runPartial` in each frame plus
 * `finishRun` in a new blank tab, which cost a tab and a second injection of axe-core per check
 * (docs/decisions/200). Same rules, same results: the only difference is that cross-origin frames
 * go unchecked, and the app's pages have none (its content security policy allows frames only
 * from itself and Google sign-in, which the tests never load). `resultTypes: ['violations']` keeps
 * every rule and every violating element but lists at most one element of a passed or incomplete
 * rule, so axe does not build a selector for each of the page's passing elements.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
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

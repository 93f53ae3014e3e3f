import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type axe from 'axe-core';

/**
 * axe-core's minified build (the same rules as its `axe.js`, at 0.6 instead of 1.3 MB) and the
 * frame setting `@axe-core/playwright`'s legacy mode gave it: frames are checked only from their
 * own origin.
 */
const AXE_SCRIPT = `${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}
;axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/**
 * Evaluates axe-core in each of the page's frames that does not have it yet: once per document,
 * however often the document is checked. A child frame that cannot take it (detached meanwhile)
 * is left out, as `@axe-core/playwright` left it out; the main frame must take it.
 */
async function injectAxe(page: Page): Promise<void> {
  const hasAxe = (frame: Frame) => frame.evaluate('typeof window.axe?.run === "function"');
  for (const frame of page.frames()) {
    try {
      if (!(await hasAxe(frame))) await frame.evaluate(AXE_SCRIPT);
    } catch (error) {
      if (frame === page.mainFrame()) throw error;
    }
  }
}

/**
 * Serious and critical findings of axe-core (WCAG 2.1 A/AA and best practices) on the page as it
 * is now, one readable line each, naming up to three elements.
 *
 * axe runs with `axe.run` on the whole document (with its same-origin frames) and all of its
 * default rules, as `@axe-core/playwright`'s legacy mode ran it, but its source is evaluated once
 * per document instead of twice per check (docs/decisions/200). `resultTypes: ['violations']`
 * keeps every rule and every violating element but lists at most one element of a passed or
 * incomplete rule, so axe does not build a selector for each of the page's passing elements;
 * only the violations come back from the page.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const violations = await page.evaluate(
    async (options) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      return (await inPage.run(document, options)).violations;
    },
    { resultTypes: ['violations'] } satisfies axe.RunOptions,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { appPages, type PageExamples, pageExamples, signInWithWorkspace } from '../../support/pages';
import { LANGS, preparePublicPage } from '../../support/public';

/** Serious and critical findings of axe-core (WCAG 2.1 A/AA and best practices), as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
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

let examples: PageExamples;
test.beforeAll(async ({ request }) => {
  examples = await pageExamples(request);
});

for (const lang of LANGS) {
  test.describe(`accessibility (${lang})`, () => {
    for (const member of [false, true]) {
      test(`${member ? 'signed-in' : 'public'} pages have no serious or critical axe findings`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        await preparePublicPage(page, lang);
        if (member) await signInWithWorkspace(page, examples);
        const found: Record<string, string[]> = {};
        for (const entry of appPages(examples).filter((candidate) => candidate.member === member)) {
          await page.goto(entry.path);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('main, [role="main"]').first()).toBeVisible();
          const violations = await seriousViolations(page);
          if (violations.length > 0) found[entry.path] = violations;
        }
        expect(found).toEqual({});
      });
    }

    test('public pages on a phone have no serious or critical axe findings', async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 390, height: 844 });
      await preparePublicPage(page, lang);
      const found: Record<string, string[]> = {};
      for (const entry of appPages(examples).filter((candidate) => !candidate.member)) {
        await page.goto(entry.path);
        await page.waitForLoadState('networkidle');
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[entry.path] = violations;
      }
      expect(found).toEqual({});
    });
  });
}

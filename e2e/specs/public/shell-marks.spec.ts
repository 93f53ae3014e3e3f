/**
 * The shell's marks from issue 32 (docs/decisions/181, 183), in German and English: the sidebar's
 * colour reaches the bottom of a long page, the e-mail address that cannot be changed looks
 * read-only, and an employee page carries the synthetic-data mark beside the name.
 */
import { expect, type Page, test } from '@playwright/test';
import { pageExamples } from '../../support/pages';
import { LANGS, preparePublicPage } from '../../support/public';
import { signInTestUserViaApi } from '../../support/session';
import { openSettled } from '../../support/settled';

/**
 * What paints the point at (x, y) of the screen: the topmost element there with a background,
 * as 'sidebar' (the sidebar itself), or its background colour and image.
 */
function paintAt(page: Page, x: number, y: number): Promise<{ painter: string; sidebarColour: string }> {
  return page.evaluate(
    ({ x, y }) => {
      const sidebar = document.getElementById('dashboard-sidebar') as HTMLElement;
      const sidebarColour = getComputedStyle(sidebar).backgroundColor;
      for (const element of document.elementsFromPoint(x, y)) {
        if (element === sidebar || sidebar.contains(element)) return { painter: 'sidebar', sidebarColour };
        const style = getComputedStyle(element);
        const colour = style.backgroundColor;
        if (style.backgroundImage !== 'none' || (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent')) {
          return { painter: `${colour} ${style.backgroundImage}`, sidebarColour };
        }
      }
      return { painter: 'nothing', sidebarColour };
    },
    { x, y },
  );
}

for (const lang of LANGS) {
  test.describe(`the shell's marks (${lang})`, () => {
    test('the sidebar colour reaches the bottom of a long page', async ({ page, request }) => {
      await preparePublicPage(page, lang);
      const { companyId } = await pageExamples(request);
      await page.setViewportSize({ width: 1280, height: 800 });
      await openSettled(page, `/dashboard/companies/${companyId}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeGreaterThan(3 * 800);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const { painter, sidebarColour } = await paintAt(page, 20, 795);
      expect(painter === 'sidebar' || painter.includes(sidebarColour), painter).toBe(true);
    });

    test('the e-mail address that cannot be changed looks read-only', async ({ page }) => {
      const cat = await preparePublicPage(page, lang);
      const user = await signInTestUserViaApi(page);
      await page.goto('/dashboard/account');
      const email = page.getByLabel(cat.account.profile.email, { exact: true });
      await expect(email).toHaveValue(user.email);
      await expect(email).not.toBeEditable();
      await expect(email).toHaveAccessibleDescription(cat.account.profile.emailHint);
      const name = page.getByLabel(cat.account.profile.fullname, { exact: true });
      const look = (field: typeof email) =>
        field.evaluate((element) => {
          const style = getComputedStyle(element);
          return { border: style.borderTopStyle, background: style.backgroundColor, cursor: style.cursor };
        });
      const [readOnly, editable] = [await look(email), await look(name)];
      expect(readOnly.border).toBe('dashed');
      expect(editable.border).toBe('solid');
      expect(readOnly.background).not.toBe(editable.background);
      expect(readOnly.cursor).toBe('default');
    });

    test('an employee page carries the synthetic-data mark beside the name', async ({ page, request }) => {
      const cat = await preparePublicPage(page, lang);
      const { employeeId } = await pageExamples(request);
      await page.goto(`/dashboard/employees/${employeeId}`);
      const heading = page.getByRole('heading', { level: 1 });
      // The first employee page of a run loads slowly on a busy machine.
      await expect(heading).toBeVisible({ timeout: 30_000 });
      const badge = page.getByTestId('synthetic-badge');
      await expect(badge).toHaveCount(1);
      // The person, not a company, was invented: the hint says so.
      await expect(badge).toHaveText(`${cat.provenance.synthetic}: ${cat.provenance.syntheticPersonHint}`);
      await expect(badge).toHaveAttribute('title', cat.provenance.syntheticPersonHint);
      // Beside the name: on the heading's line.
      const [name, mark] = [await heading.boundingBox(), await badge.boundingBox()];
      expect(mark!.y).toBeLessThan(name!.y + name!.height);
      expect(mark!.y + mark!.height).toBeGreaterThan(name!.y);
    });
  });
}

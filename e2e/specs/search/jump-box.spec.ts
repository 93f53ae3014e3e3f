import { expect, test } from '@playwright/test';
import { catalogues, preparePublicPage } from '../../support/public';
import { findFullCompany } from '../company/profiles';

const de = catalogues.de;

test.describe('jump box (Ctrl+K)', () => {
  test('Ctrl+K opens it anywhere in the dashboard; the keyboard picks a company', async ({ page }) => {
    await preparePublicPage(page, 'de');
    await page.goto('/dashboard/support');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: de.jump.title });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('combobox', { name: de.jump.label });
    await expect(box).toBeFocused();
    await box.fill('bau');
    const first = dialog.getByRole('option').first();
    await expect(first).toContainText(de.jump.company);
    const name = (await first.locator('span').first().textContent()) ?? '';
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/companies\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('it finds people too and Escape closes it', async ({ page, request }) => {
    const detail = await findFullCompany(request);
    const person = detail.employees[0];
    const lastName = person.fullName.split(' ').at(-1) ?? person.fullName;
    await preparePublicPage(page, 'en');
    await page.goto('/dashboard/companies');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: catalogues.en.jump.title });
    await dialog.getByRole('combobox').fill(lastName);
    const option = dialog.getByRole('option').filter({ hasText: person.fullName }).filter({
      hasText: catalogues.en.jump.person,
    });
    await option.first().click();
    await expect(page).toHaveURL(/\/dashboard\/employees\/\d+$/);

    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

import type { Employee } from '@fd/contract';
import { expect, test } from '@playwright/test';
import { catalogues, fill } from '../../support/public';
import { companyDetail } from '../company/profiles';
import { companiesWithFigures, downloadedBytes, range, signedInUser } from './workspace';

const w = catalogues.de.workspace;

test.describe('recently viewed and contacts', () => {
  test('opened pages are listed latest first, a company once; one entry and then all are cleared', async ({
    page,
    request,
  }) => {
    const [first, second] = await companiesWithFigures(request, range(700, 800), 2);
    await signedInUser(page, request);
    for (const detail of [first!, second!, first!]) {
      await page.goto(`/dashboard/companies/${detail.company.company_id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.company.company_name);
    }

    await page.goto('/dashboard/recent');
    const names = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(names).toHaveText([first!.company.company_name, second!.company.company_name]);

    await page
      .getByRole('button', { name: fill(w.recent.remove, { name: first!.company.company_name }) })
      .click();
    await expect(names).toHaveText([second!.company.company_name]);

    await page.getByRole('button', { name: w.recent.clearAll }).click();
    await page
      .getByRole('dialog', { name: w.recent.clearTitle })
      .getByRole('button', { name: w.recent.clearAll })
      .click();
    await expect(page.getByRole('heading', { name: w.recent.emptyTitle })).toBeVisible();
  });

  test("an opened person page is listed under the person's name and opens again", async ({
    page,
    request,
  }) => {
    let person: { key: string; name: string } | undefined;
    for (const id of range(800, 900)) {
      const keyed = (await companyDetail(request, id))?.representatives.find((rep) => rep.person);
      if (keyed?.person) person = { key: keyed.person, name: keyed.name };
      if (person) break;
    }
    expect(person).toBeDefined();
    const path = `/dashboard/people/${encodeURIComponent(person!.key)}`;
    await signedInUser(page, request);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(person!.name);

    await page.goto('/dashboard/recent');
    await page.getByRole('button', { name: w.recent.tabs.person }).click();
    const entry = page.getByRole('main').getByRole('listitem');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(w.recent.kind.person);
    await entry.getByRole('link', { name: person!.name }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(person!.name);
  });

  test('an employee saved as a contact with a note is listed and exported', async ({ page, request }) => {
    // The largest companies have employee profiles in every generated dataset.
    let employee: Employee | undefined;
    for (const id of range(1, 60)) {
      employee = (await companyDetail(request, id))?.employees[0];
      if (employee) break;
    }
    expect(employee, 'one of the 60 largest companies has an employee profile').toBeDefined();
    await signedInUser(page, request);

    await page.goto(`/dashboard/employees/${employee!.employee_id}`);
    await page.getByRole('button', { name: w.saveContact.button }).click();
    const dialog = page.getByRole('dialog', {
      name: fill(w.saveContact.title, { name: employee!.fullName }),
    });
    await dialog.getByLabel(w.saveContact.note).fill('Auf der Messe in Wels kennengelernt.');
    await dialog.getByRole('button', { name: w.common.save }).click();
    await expect(page.getByRole('button', { name: w.saveContact.saved })).toBeVisible();

    await page.getByRole('link', { name: w.saveContact.openContacts }).click();
    await expect(page).toHaveURL(/\/dashboard\/contacts$/);
    const card = page.getByRole('article').filter({ hasText: employee!.fullName });
    await expect(card.getByText('Auf der Messe in Wels kennengelernt.')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: w.contacts.exportCsv }).click();
    const csv = (await downloadedBytes(await download)).toString('utf8');
    expect(csv).toContain(employee!.fullName);
    expect(csv).toContain('Auf der Messe in Wels kennengelernt.');
  });
});

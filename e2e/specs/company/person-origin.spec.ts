import type { CompanyDetail } from '@fd/contract';
import { expect, test } from '@playwright/test';
import { findGroupCompany } from '../../support/pages';
import { fill, LANGS, preparePublicPage } from '../../support/public';
import { companyDetail } from './profiles';

test.describe('a person page opened from a company', () => {
  for (const lang of LANGS) {
    test(`leads back to that company (${lang})`, async ({ page, request }) => {
      const t = await preparePublicPage(page, lang);
      const { id } = await findGroupCompany(request);
      const detail = (await companyDetail(request, id)) as CompanyDetail;
      const person = detail.representatives.find((representative) => representative.person);
      expect(person).toBeTruthy();
      await page.goto(`/dashboard/companies/${id}`);
      const people = page.getByRole('region', { name: t.companyPage.board.title });
      await people.getByRole('link', { name: person?.name, exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(person?.name ?? '');

      const back = page.getByRole('link', {
        name: fill(t.network.person.backToCompany, { name: detail.company.company_name }),
      });
      await expect(back).toHaveAttribute('href', `/dashboard/companies/${id}`);
      await expect(page.getByRole('link', { name: t.profile.backToSearch })).toHaveCount(0);
      await back.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.company.company_name);
    });
  }

  test('opened directly, it leads back to the search', async ({ page, request }) => {
    const t = await preparePublicPage(page, 'de');
    const { id } = await findGroupCompany(request);
    const detail = (await companyDetail(request, id)) as CompanyDetail;
    const person = detail.representatives.find((representative) => representative.person);
    await page.goto(`/dashboard/people/${encodeURIComponent(person?.person ?? '')}`);
    await expect(page.getByRole('link', { name: t.profile.backToSearch })).toBeVisible();
  });
});

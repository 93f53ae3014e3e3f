import type { CompanyDetail } from '@fd/contract';
import { expect, type Page, test } from '@playwright/test';
import { findGroupCompany } from '../../support/pages';
import { catalogues, preparePublicPage } from '../../support/public';
import { companyDetail, findFullCompany } from './profiles';

const en = catalogues.en;

/**
 * The register's German words for roles, powers and holders: none of them may reach an English
 * reader (issue 32 item 1). Names never hold them as whole words in the e2e dataset.
 */
const GERMAN_ROLE_WORDS =
  /\b(Geschäftsführer(in)?|Prokurist(in)?|Komplementär(in)?|Aufsichtsrat|Aufsichtsrätin|Aufsichtsratsvorsitzender?|Verwaltungsrat|Verwaltungsrätin|Präsident(in)? des Verwaltungsrates|Vorstand|Vorstandsvorsitzender?|Direktor(in)?|Gesellschafter(in)?|Inhaber(in)?|einzelvertretungsberechtigt|selbständig|Einzelprokura|Gesamtprokura|Einzelunterschrift|Kollektivunterschrift|Streubesitz|Familie)\b/;

async function expectNoGermanRoleWords(page: Page): Promise<void> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as the reader sees it.
  const text = await page.locator('main').innerText();
  expect(text.match(GERMAN_ROLE_WORDS)?.[0] ?? null).toBeNull();
}

test.describe('English company, network and person views', () => {
  test('hold none of the German role words', async ({ page, request }) => {
    await preparePublicPage(page, 'en');
    const full = await findFullCompany(request);
    const { id } = await findGroupCompany(request);
    const group = (await companyDetail(request, id)) as CompanyDetail;

    for (const detail of [full, group]) {
      await page.goto(`/dashboard/companies/${detail.company.company_id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.company.company_name);
      // The network card's list has loaded: its people and their roles are on the page.
      await expect(page.getByRole('heading', { name: en.network.list.people })).toBeVisible();
      await expectNoGermanRoleWords(page);
    }

    const person = group.representatives.find((representative) => representative.person);
    expect(person?.person).toBeTruthy();
    await page.goto(`/dashboard/people/${encodeURIComponent(person?.person ?? '')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(person?.name ?? '');
    await expect(page.getByRole('heading', { name: en.network.person.current })).toBeVisible();
    await expectNoGermanRoleWords(page);
  });
});

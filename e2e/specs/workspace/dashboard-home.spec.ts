import { expect, test } from '@playwright/test';
import { pageExamples, signInWithWorkspace } from '../../support/pages';
import { catalogues, preparePublicPage } from '../../support/public';
import { resultItems } from '../../support/search';

for (const lang of ['de', 'en'] as const) {
  test(`the dashboard home shows the workspace and a quick search (${lang})`, async ({ page, request }) => {
    const texts = catalogues[lang];
    const examples = await pageExamples(request);
    const detail = (await (await request.get(`/api/companies?cid=${examples.companyId}`)).json()) as {
      company: { company_name: string };
    };
    await preparePublicPage(page, lang);
    await signInWithWorkspace(page, examples);
    await page.goto('/dashboard');

    const panel = (title: string) => page.getByRole('region', { name: title });
    await expect(
      panel(texts.home.recent.title).getByRole('link', { name: detail.company.company_name }),
    ).toBeVisible();
    await expect(
      panel(texts.home.watchlist.title).getByRole('link', { name: detail.company.company_name }),
    ).toBeVisible();
    const saved = panel(texts.home.searches.title).getByRole('link', { name: 'Bau ab 1 Mio. €' });
    await expect(saved).toHaveAttribute('href', /\/dashboard\/companies\?filters=/);
    await expect(
      panel(texts.home.watchlist.title).getByRole('link', { name: texts.home.watchlist.all }),
    ).toHaveAttribute('href', '/dashboard/watchlist');

    const search = panel(texts.home.searchTitle);
    await search.getByRole('searchbox', { name: texts.home.searchLabel }).fill('bau');
    await search.getByRole('button', { name: texts.home.searchSubmit }).click();
    await expect(page).toHaveURL(/\/dashboard\/companies\?search=bau$/);
    await expect(resultItems(page).first()).toBeVisible();
  });
}

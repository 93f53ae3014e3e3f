import type { CompanyDetail } from '@fd/contract';
import { expect, type Page, type Request, test } from '@playwright/test';
import { apiFromPage } from '../../support/pages';
import { catalogues, fill, LANGS, useLanguage } from '../../support/public';
import { companiesWithFigures, downloadedBytes, range, signedInUser } from './workspace';

/** Company ids (first column) of a downloaded CSV export, sorted. */
async function csvCompanyIds(download: { path: () => Promise<string> }): Promise<number[]> {
  const text = (await downloadedBytes(download)).subarray(3).toString('utf8');
  return text
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => Number(line.split(';')[0]))
    .sort((a, b) => a - b);
}

/** Every API request the page sends from now on, as 'METHOD /path'. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

const idsOf = (details: CompanyDetail[]) =>
  details.map((detail) => detail.company.company_id).sort((a, b) => a - b);

for (const lang of LANGS) {
  const c = catalogues[lang];
  const s = c.selection;

  test.describe(`selections (${lang})`, () => {
    test('watch list: companies ticked by keyboard are exported, added to a list and unwatched in one request', async ({
      page,
      request,
    }) => {
      const companies = await companiesWithFigures(request, range(700, 800), 3);
      await useLanguage(page, lang);
      await signedInUser(page, request);
      for (const detail of companies) {
        await apiFromPage(page, 'POST', '/watchlist', { company_id: detail.company.company_id });
      }
      await page.goto('/dashboard/watchlist');
      const bar = page.getByRole('group', { name: s.barLabel });
      await expect(bar).toContainText(s.none);
      const unwatch = bar.getByRole('button', { name: s.watchlist.unwatch });
      await expect(unwatch).toBeDisabled();

      // Keyboard only: focus each box and press Space.
      const [keep, ...chosen] = companies as [CompanyDetail, ...CompanyDetail[]];
      for (const detail of chosen) {
        const box = page.getByRole('checkbox', {
          name: fill(s.selectItem, { name: detail.company.company_name }),
        });
        await box.focus();
        await page.keyboard.press('Space');
        await expect(box).toBeChecked();
      }
      await expect(bar).toContainText(fill(s.selected_other, { formatted: 2 }));

      const csv = page.waitForEvent('download');
      await bar.getByRole('link', { name: fill(s.exportLabel, { format: 'CSV' }) }).click();
      expect(await csvCompanyIds(await csv)).toEqual(idsOf(chosen));

      await bar.getByRole('button', { name: fill(s.watchlist.addToList_other, { formatted: 2 }) }).click();
      await page
        .getByRole('textbox', { name: c.workspace.addToList.newListName })
        .fill('Aus der Beobachtung');
      await page.getByRole('button', { name: c.workspace.addToList.create }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Aus der Beobachtung' })).toContainText(
        fill(c.workspace.addToList.added_other, { formatted: 2, name: 'Aus der Beobachtung' }),
      );
      await page.keyboard.press('Escape');

      const calls = recordApiCalls(page);
      await unwatch.click();
      const dialog = page.getByRole('dialog', { name: s.watchlist.unwatchTitle });
      await expect(dialog).toContainText(fill(s.watchlist.unwatchText_other, { formatted: 2 }));
      await dialog.getByRole('button', { name: s.watchlist.unwatch }).click();
      await expect(
        page.getByRole('status').filter({ hasText: fill(s.watchlist.unwatched_other, { formatted: 2 }) }),
      ).toBeVisible();
      expect(
        calls.filter((call) => call.startsWith('POST /api/watchlist') || call.startsWith('DELETE')),
      ).toEqual(['POST /api/watchlist/remove']);
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('link', { name: keep.company.company_name, exact: true })).toBeVisible();
      await expect(bar).toContainText(s.none);

      // The list got both companies.
      const lists = (await (await page.request.get('/api/lists')).json()) as {
        lists: { id: number; name: string }[];
      };
      const list = lists.lists.find((entry) => entry.name === 'Aus der Beobachtung')!;
      const detail = (await (await page.request.get(`/api/lists/${list.id}`)).json()) as {
        items: { company_id: number }[];
      };
      expect(detail.items.map((item) => item.company_id).sort((a, b) => a - b)).toEqual(idsOf(chosen));
    });

    test('lead list: sorted by name, the ticked companies move to another list in one request and export alone', async ({
      page,
      request,
    }) => {
      const companies = await companiesWithFigures(request, range(800, 900), 3);
      await useLanguage(page, lang);
      await signedInUser(page, request);
      const ziel = (await apiFromPage(page, 'POST', '/lists', { name: 'Ziel' })) as { list: { id: number } };
      const quelle = (await apiFromPage(page, 'POST', '/lists', { name: 'Quelle' })) as {
        list: { id: number };
      };
      await apiFromPage(page, 'POST', `/lists/${quelle.list.id}/items`, { company_ids: idsOf(companies) });
      await page.goto(`/dashboard/leadlist?list=${quelle.list.id}`);
      const table = page.getByRole('table');
      await expect(table.getByRole('row')).toHaveCount(4);

      await page.getByLabel(s.leadlists.sortLabel).selectOption('name');
      const names = companies.map((detail) => detail.company.company_name);
      await expect(table.locator('tbody tr td:nth-child(2) a')).toHaveText(
        [...names].sort((a, b) => a.localeCompare(b, 'de')),
      );

      const chosen = companies.slice(0, 2);
      for (const detail of chosen) {
        await page
          .getByRole('checkbox', {
            name: fill(c.workspace.leadlists.selectItem, { name: detail.company.company_name }),
          })
          .check();
      }
      const bar = page.getByRole('group', { name: s.barLabel });
      await expect(bar).toContainText(fill(s.selected_other, { formatted: 2 }));

      const csv = page.waitForEvent('download');
      await bar.getByRole('link', { name: fill(s.exportLabel, { format: 'CSV' }) }).click();
      expect(await csvCompanyIds(await csv)).toEqual(idsOf(chosen));

      const calls = recordApiCalls(page);
      await bar.getByRole('button', { name: s.leadlists.move }).click();
      const dialog = page.getByRole('dialog', { name: s.leadlists.moveTitle });
      await expect(dialog).toContainText(fill(s.leadlists.moveText_other, { formatted: 2, list: 'Quelle' }));
      await expect(dialog.getByLabel(s.leadlists.moveTarget)).toHaveValue(String(ziel.list.id));
      await dialog.getByRole('button', { name: s.leadlists.moveConfirm }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: fill(s.leadlists.moved_other, { formatted: 2, name: 'Ziel' }) }),
      ).toBeVisible();
      expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([
        `POST /api/lists/${quelle.list.id}/items/move`,
      ]);
      await expect(table.getByRole('row')).toHaveCount(2);

      await page.getByRole('link', { name: /^Ziel/ }).click();
      await expect(page.getByRole('heading', { name: 'Ziel', level: 2 })).toBeVisible();
      for (const detail of chosen) {
        await expect(
          page.getByRole('table').getByRole('link', { name: detail.company.company_name }),
        ).toBeVisible();
      }
    });
  });
}

/**
 * The company page's timeline ("Chronik" / "Timeline", issue 29): every event newest first with
 * its source, a filter by type, 'show all', and the board and header telling the same story.
 */
import { type CompanyDetail, currentMandates, eventSentence } from '@fd/contract';
import { expect, type Page, test } from '@playwright/test';
import { catalogues, fill, LANGS, preparePublicPage } from '../../support/public';
import { findCompany, range } from './profiles';

/** A company with a long history of several kinds, including a manager who left. */
function findStoriedCompany(request: Parameters<typeof findCompany>[0]): Promise<CompanyDetail> {
  return findCompany(
    request,
    range(1, 200),
    (detail) =>
      detail.events.length > 12 &&
      detail.events.some((event) => event.type === 'management_left') &&
      new Set(detail.events.map((event) => event.type)).size >= 4,
  );
}

const timeline = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

for (const lang of LANGS) {
  test(`the timeline lists every event newest first, with its source, filtered by type (${lang})`, async ({
    page,
    request,
  }) => {
    const cat = catalogues[lang];
    const detail = await findStoriedCompany(request);
    await preparePublicPage(page, lang);
    await page.goto(`/dashboard/companies/${detail.company.company_id}`);
    const card = timeline(page, cat.timeline.title);
    const entries = card.getByRole('list', { name: cat.timeline.listLabel }).getByRole('listitem');

    // The first ten, newest first, each a sentence in the UI language and its source.
    await expect(entries).toHaveCount(10);
    for (const [index, event] of detail.events.slice(0, 10).entries()) {
      await expect(entries.nth(index)).toContainText(eventSentence(event, lang));
      await expect(entries.nth(index)).toContainText(cat.provenance.sources.generator);
    }
    await card
      .getByRole('button', { name: fill(cat.timeline.showAll, { count: detail.events.length }) })
      .click();
    await expect(entries).toHaveCount(detail.events.length);

    // Only the departures.
    const left = detail.events.filter((event) => event.type === 'management_left');
    await card
      .getByLabel(cat.timeline.filterLabel)
      .selectOption(
        fill(cat.timeline.typeOption, { label: cat.timeline.types.management_left, count: left.length }),
      );
    await expect(entries).toHaveCount(left.length);
    await expect(entries.first()).toContainText(eventSentence(left[0]!, lang));
  });
}

test('the board, the timeline and the header tell the same story', async ({ page, request }) => {
  const cat = catalogues.de;
  const detail = await findStoriedCompany(request);
  await preparePublicPage(page, 'de');
  await page.goto(`/dashboard/companies/${detail.company.company_id}`);
  // Everyone the events leave in office is on the board, and only they.
  const board = page.getByRole('region', { name: cat.companyPage.board.title, exact: true });
  const inOffice = currentMandates(detail.events);
  expect(inOffice.map((m) => m.name).sort()).toEqual(detail.representatives.map((r) => r.name).sort());
  for (const button of await board.getByRole('button', { name: /weitere anzeigen/ }).all())
    await button.click();
  for (const { name } of inOffice) await expect(board.getByText(name, { exact: true }).first()).toBeVisible();
  // Someone who left is not.
  const gone = detail.events.find(
    (event) =>
      event.type === 'management_left' && !inOffice.some((m) => m.name === event.details.person?.name),
  )!;
  await expect(board.getByText(gone.details.person!.name, { exact: true })).toHaveCount(0);
  // 'Last updated' is the newest event's day.
  const card = timeline(page, cat.timeline.title);
  await expect(
    card.getByText(detail.events[0]!.effective_date.split('-').reverse().join('.')).first(),
  ).toBeVisible();
});

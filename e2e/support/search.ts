import { expect, type Page, type Request } from '@playwright/test';

/** One POST /api/search as the page sent it. */
export interface SentSearch {
  entity: string;
  offset: number;
  performanceIndicators: { indicator: string; operator: string; values: string[] }[];
  sort?: string;
}

export function sentSearch(request: Request): SentSearch {
  return request.postDataJSON() as SentSearch;
}

/** Waits for the page's next dashboard search and returns what it sent and what came back. */
export async function nextSearch(page: Page, action: () => Promise<unknown>) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) => candidate.url().endsWith('/api/search') && candidate.request().method() === 'POST',
    ),
    action(),
  ]);
  const body = (await response.json()) as { total: number; total_capped: boolean; results: unknown[] };
  return { sent: sentSearch(response.request()), body };
}

/** Accepts the alert the action opens and returns its text (a click only returns once it is closed). */
export async function nextAlert(page: Page, action: () => Promise<unknown>): Promise<string> {
  const shown = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
  await action();
  return shown;
}

/** The entries of a search page's result list (not the lists inside an entry). */
export function resultItems(page: Page) {
  return page.getByRole('list', { name: /Suchergebnisse|Search results/ }).locator(':scope > li');
}

/** German number format, as the result count shows it ('1.234'). */
export function germanCount(value: number): string {
  return value.toLocaleString('de-DE');
}

/** The API requests to `pathname` the page sends from now on, by their keyword (as they start). */
export function suggestionRequests(page: Page, pathname: string): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === pathname) asked.push(url.searchParams.get('keyword') ?? '');
  });
  return asked;
}

/**
 * Returns once every request the page has started so far has been reported to the test: the page
 * lets a frame be drawn (effects of its last render have run), then sends a request of its own,
 * which is waited for; the browser reports a page's requests in the order they start. A check that
 * something was not requested runs after it, instead of after a fixed pause.
 */
export async function requestsReported(page: Page): Promise<void> {
  const marker = `/api/health?reported=${Math.random().toString(36).slice(2)}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    page.evaluate(async (url) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await fetch(url).catch(() => undefined);
    }, marker),
  ]);
}

/** Runs `action`, waits for `settled` (the page's answer to it), and checks that no search went out. */
export async function expectNoSearchSent(
  page: Page,
  action: () => Promise<unknown>,
  settled: () => Promise<unknown>,
): Promise<void> {
  let sent = false;
  const listener = (request: Request) => {
    if (request.url().endsWith('/api/search')) sent = true;
  };
  page.on('request', listener);
  await action();
  await settled();
  await requestsReported(page);
  page.off('request', listener);
  expect(sent, 'a search request was sent').toBe(false);
}

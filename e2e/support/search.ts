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

export async function expectNoSearchSent(page: Page, action: () => Promise<unknown>): Promise<void> {
  let sent = false;
  const listener = (request: Request) => {
    if (request.url().endsWith('/api/search')) sent = true;
  };
  page.on('request', listener);
  await action();
  await page.waitForTimeout(500);
  page.off('request', listener);
  expect(sent, 'a search request was sent').toBe(false);
}

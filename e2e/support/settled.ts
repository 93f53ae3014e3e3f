import { expect, type Page, type Request } from '@playwright/test';
import { catalogues } from './public';
import { requestsReported } from './search';

/** A page's requests from `watchRequests` on: those not yet finished, and how many started. */
interface Traffic {
  open: Set<Request>;
  started: number;
}
const trafficByPage = new WeakMap<Page, Traffic>();

/**
 * The app's loading placeholder (a page's code or data still on its way): a status whose text is
 * the catalogue's "loading", in either language. Its spinner is not a request the page has open
 * while the page's script is still working towards the one that fetches it.
 */
const loading = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^(${catalogues.de.common.loading}|${catalogues.en.common.loading})$`) });

/** `requestsReported`'s own request, which the page sends to find out what it has requested. */
const isMarker = (request: Request) => request.url().includes('/api/health?reported=');

/**
 * Keeps count of the page's requests from now on, for `settled`: call it before the navigation or
 * action whose result is to settle (`openSettled` does). Once per page is enough.
 */
export function watchRequests(page: Page): void {
  if (trafficByPage.has(page)) return;
  const tracked: Traffic = { open: new Set(), started: 0 };
  const done = (request: Request) => tracked.open.delete(request);
  page.on('request', (request) => {
    if (isMarker(request)) return;
    tracked.open.add(request);
    tracked.started++;
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  trafficByPage.set(page, tracked);
}

/** Resolves when none of the page's requests is open (at once if none is). */
function noRequestOpen(page: Page, open: Set<Request>): Promise<void> {
  if (open.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (open.size > 0) return;
      page.off('requestfinished', check);
      page.off('requestfailed', check);
      resolve();
    };
    page.on('requestfinished', check);
    page.on('requestfailed', check);
  });
}

/**
 * Returns once the page has settled: its main region is shown, nothing in it is marked busy
 * (`aria-busy`) or shows the loading placeholder, and every request it started since
 * `watchRequests` (the route's chunks, its data, what their answers made it fetch next) has
 * finished, with two frames drawn after the last one without a new request. A check after it sees
 * the page a user sees, without `networkidle`'s 500 ms of silence after every load
 * (docs/decisions/200).
 */
export async function settled(page: Page): Promise<void> {
  const requests = trafficByPage.get(page);
  if (!requests) throw new Error('settled() needs watchRequests(page) before the page loads');
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  for (;;) {
    await noRequestOpen(page, requests.open);
    const started = requests.started;
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(loading(page)).toHaveCount(0);
    // Two frames and a request of its own: any request the page started before it is reported by now.
    await requestsReported(page);
    if (requests.started === started) return;
  }
}

/** Opens `path` and returns once the page has settled (`settled`). */
export async function openSettled(page: Page, path: string): Promise<void> {
  watchRequests(page);
  await page.goto(path);
  await settled(page);
}

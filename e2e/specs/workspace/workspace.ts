import type { CompanyDetail } from '@fd/contract';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { type ApiTestUser, registerVerifiedUserViaApi, signInViaApi } from '../../support/session';
import { companyDetail, latestReport, range } from '../company/profiles';

/**
 * Helpers of the workspace specs: every test has its own account (some change its password or
 * delete it), signed in through the API; the UI under test starts on the page it is about.
 */

/** The cookie banner would cover the bottom of the page. */
async function answerCookieBanner(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
}

/** A new verified account, signed in on `page`. */
export async function signedInUser(page: Page, request: APIRequestContext): Promise<ApiTestUser> {
  const user = await registerVerifiedUserViaApi(request);
  await answerCookieBanner(page.context());
  await signInViaApi(page, user);
  return user;
}

/** A second browser (another device) signed in as the same user. */
export async function secondDevice(browser: Browser, baseURL: string, user: ApiTestUser): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Vienna' });
  await answerCookieBanner(context);
  const page = await context.newPage();
  await signInViaApi(page, user);
  return page;
}

/** Companies whose latest report has a revenue, from `ids`, read without a session (records no views). */
export async function companiesWithFigures(
  request: APIRequestContext,
  ids: Iterable<number>,
  count: number,
): Promise<CompanyDetail[]> {
  const found: CompanyDetail[] = [];
  for (const id of ids) {
    const detail = await companyDetail(request, id);
    if (detail && detail.financials.length > 0 && latestReport(detail).revenue !== null) found.push(detail);
    if (found.length === count) return found;
  }
  throw new Error(`Fewer than ${count} companies with financials in the dataset`);
}

export { range };

/** A file the browser downloaded, as bytes. */
export async function downloadedBytes(download: { path: () => Promise<string> }): Promise<Buffer> {
  const { readFile } = await import('node:fs/promises');
  return readFile(await download.path());
}

import { type CompanyDetail, CSRF_COOKIE, CSRF_HEADER, type NetworkResponse } from '@fd/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signInTestUserViaApi } from './session';
import { openSettled } from './settled';

/**
 * Every page of the web app with an example address, for the checks that run over all pages
 * (accessibility) and for `npm run screenshots`. `member` pages need a signed-in user.
 */
export interface AppPage {
  name: string;
  path: string;
  member: boolean;
}

export interface PageExamples {
  companyId: number;
  employeeId: number;
  /** A subsidiary in a holding group: its page shows the network card with parents and people. */
  groupCompanyId: number;
}

/**
 * The first subsidiary whose parent has further subsidiaries (a sister company to follow) and
 * whose managers hold mandates elsewhere (a person with several companies).
 */
export async function findGroupCompany(request: APIRequestContext): Promise<{ id: number; parent: number }> {
  for (let id = 6; id <= 400; id++) {
    const response = await request.get(`/api/companies/${id}/network?depth=2`);
    if (!response.ok()) continue;
    const network = (await response.json()) as NetworkResponse;
    const parent = network.edges.find((e) => e.to === `c${id}` && e.kind === 'direct_parent')?.from;
    if (!parent?.startsWith('c')) continue;
    const sisters = network.edges.filter((e) => e.from === parent && e.kind === 'direct_parent');
    const mandates = (person: string) => network.edges.filter((e) => e.from === person).length;
    const manager = network.nodes.some(
      (node) => node.kind === 'person' && node.distance === 1 && mandates(node.id) > 1,
    );
    if (sisters.length > 1 && manager) return { id, parent: Number(parent.slice(1)) };
  }
  throw new Error('No subsidiary with sister companies in the dataset');
}

/** A company with figures and people, and one of its employees, found through the API. */
export async function pageExamples(request: APIRequestContext): Promise<PageExamples> {
  for (let id = 1; id <= 200; id++) {
    const response = await request.get(`/api/companies?cid=${id}`);
    if (!response.ok()) continue;
    const detail = (await response.json()) as CompanyDetail;
    const employee = detail.employees[0];
    if (detail.financials.length > 1 && employee && detail.company.latitude !== null) {
      const group = await findGroupCompany(request);
      return { companyId: id, employeeId: employee.employee_id, groupCompanyId: group.id };
    }
  }
  throw new Error('No company with financials, employees and a position in the dataset');
}

export function appPages({ companyId, employeeId, groupCompanyId }: PageExamples): AppPage[] {
  const pub = (name: string, path: string) => ({ name, path, member: false });
  const member = (name: string, path: string) => ({ name, path, member: true });
  return [
    pub('landing', '/'),
    pub('landing-search', '/suche?q=bau'),
    pub('top500', '/top500'),
    pub('statistics', '/statistik'),
    pub('contact', '/kontakt'),
    pub('login', '/login'),
    pub('register', '/register'),
    pub('reset-password', '/reset-password'),
    pub('privacy', '/privacy'),
    pub('imprint', '/impressum'),
    pub('data-sources', '/datenquellen'),
    pub('terms', '/terms'),
    pub('not-found', '/no/such/page'),
    pub('company-search', '/dashboard/companies?search=bau'),
    pub('company', `/dashboard/companies/${companyId}`),
    pub('company-network', `/dashboard/companies/${groupCompanyId}`),
    pub('employee-search', '/dashboard/employees'),
    pub('employee', `/dashboard/employees/${employeeId}`),
    pub('support', '/dashboard/support'),
    member('dashboard', '/dashboard'),
    member('leadlist', '/dashboard/leadlist'),
    member('contacts', '/dashboard/contacts'),
    member('watchlist', '/dashboard/watchlist'),
    member('recent', '/dashboard/recent'),
    member('account', '/dashboard/account'),
    member('billing', '/dashboard/billing'),
  ];
}

/** The two kinds of page: the checks over all pages walk each kind in one browser tab. */
export const PAGE_KINDS = [
  { label: 'public', member: false },
  { label: 'signed in', member: true },
] as const;

/**
 * Opens every page of one kind in turn in the same tab (signed in first for member pages) and
 * collects what `check` finds on each, by page name: a finding names its page, and the tab, the
 * loaded scripts and the sign-in are paid once per kind instead of once per page (one fresh
 * browser context per page doubled the tier's time, docs/decisions/195).
 */
export async function findOnPages(
  page: Page,
  examples: PageExamples,
  member: boolean,
  check: (page: Page) => Promise<string[]>,
): Promise<Record<string, string[]>> {
  if (member) await signInWithWorkspace(page, examples);
  const found: Record<string, string[]> = {};
  for (const entry of appPages(examples).filter((candidate) => candidate.member === member)) {
    await openSettled(page, entry.path);
    const findings = await check(page);
    if (findings.length > 0) found[entry.name] = findings;
  }
  return found;
}

/**
 * Calls the API as the page's user: from its document (same origin, so state-changing requests
 * pass the Origin check), or, before the test's first navigation, through the context's API client
 * with the double-submit token a client without an Origin sends, so that no document is opened
 * just to call the API.
 */
export async function apiFromPage(page: Page, method: string, path: string, body: unknown): Promise<unknown> {
  const { status, json } = page.url().startsWith('http')
    ? await page.evaluate(
        async ({ method, path, body }) => {
          const response = await fetch(`/api${path}`, {
            method,
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          return { status: response.status, json: (await response.json()) as unknown };
        },
        { method, path, body },
      )
    : await apiWithoutDocument(page, method, path, body);
  expect([200, 201, 409], `${method} ${path}: ${JSON.stringify(json)}`).toContain(status);
  return json;
}

async function apiWithoutDocument(page: Page, method: string, path: string, body: unknown) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '';
  const response = await page.request.fetch(`/api${path}`, {
    method,
    data: body,
    headers: { [CSRF_HEADER]: csrf },
  });
  return { status: response.status(), json: (await response.json()) as unknown };
}

/**
 * Signs the shared test user in and gives the workspace something to show: a watched company,
 * a lead list with it, a saved search, a contact and a recently viewed profile.
 */
export async function signInWithWorkspace(page: Page, examples: PageExamples): Promise<void> {
  await signInTestUserViaApi(page);
  await apiFromPage(page, 'POST', '/watchlist', { company_id: examples.companyId });
  const created = (await apiFromPage(page, 'POST', '/lists', { name: 'Messe 2026' })) as {
    list?: { id: number };
  };
  if (created.list) {
    await apiFromPage(page, 'POST', `/lists/${created.list.id}/items`, { company_ids: [examples.companyId] });
  }
  await apiFromPage(page, 'POST', '/saved-searches', {
    name: 'Bau ab 1 Mio. €',
    entity: 'companies',
    filters: [
      { indicator: 'keyword', operator: 'must', values: ['bau'] },
      { indicator: 'revenue', operator: 'must', values: ['1000000', ''] },
    ],
  });
  await apiFromPage(page, 'POST', '/contacts', { employee_id: examples.employeeId, note: '' });
  await page.request.get(`/api/companies?cid=${examples.companyId}`);
}

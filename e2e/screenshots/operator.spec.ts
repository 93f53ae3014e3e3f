import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { grantOperator, reportWrongPhone } from '../specs/operator/support';
import { catalogues, LANGS, preparePublicPage } from '../support/public';
import { type ApiTestUser, registerVerifiedUserViaApi, signInViaApi } from '../support/session';

const OUT_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 393, height: 852 } } as const;

let operator: ApiTestUser;
let locked: ApiTestUser;
test.beforeAll(async ({ request }) => {
  operator = await registerVerifiedUserViaApi(request);
  // A second account, locked by the operator below, for the accounts part.
  locked = await registerVerifiedUserViaApi(request);
  grantOperator(operator.email);
  await reportWrongPhone(request, 11, '+43 1 5551234');
  // A rectification about an employee, for the privacy requests' correction form.
  const staff = (await (await request.get('/api/companies?cid=13')).json()) as {
    employees: { employee_id: number; fullName: string }[];
  };
  const employee = staff.employees[0];
  await request.post('/api/privacy-requests', {
    data: {
      name: employee?.fullName ?? 'Erika Muster',
      email: 'erika.muster@example.at',
      about: `http://localhost/dashboard/employees/${employee?.employee_id}`,
      kind: 'rectification',
      correction: 'Meine Funktion lautet Leiterin Einkauf, nicht Sachbearbeiterin.',
    },
  });
  const decided = await reportWrongPhone(request, 12, '+43 1 5550000');
  const response = await request.post('/api/login', {
    data: { email: operator.email, password: operator.password },
  });
  const cookie = response.headers()['set-cookie'] ?? '';
  const session = /fr_session=([^;]+)/.exec(cookie)?.[1] ?? '';
  const csrf = /fr_csrf=([^;]+)/.exec(cookie)?.[1] ?? '';
  const headers = { cookie: `fr_session=${session}; fr_csrf=${csrf}`, 'x-csrf-token': csrf };
  await request.post(`/api/operator/reports/${decided}/reject`, {
    headers,
    data: { reason: 'Der Registereintrag bestätigt die Nummer.' },
  });
  const found = await request.get(`/api/operator/users?q=${encodeURIComponent(locked.email)}`, { headers });
  const { users } = (await found.json()) as { users: { user_id: string }[] };
  await request.post(`/api/operator/users/${users[0]?.user_id}/lock`, { headers });
});

/** The operator console's parts in both languages at 1280 and 393 px (docs/screenshots/). */
for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of LANGS) {
    test(`operator console in ${lang} at ${size} size`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await preparePublicPage(page, lang);
      await signInViaApi(page, operator);
      await page.goto('/operator');
      await page.getByRole('listitem').first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${OUT_DIR}operator-reports-${lang}-${size}.png`, fullPage: true });
      const texts = catalogues[lang].operator;
      await page.getByRole('button', { name: texts.tabs.privacy }).click();
      await page.getByRole('button', { name: catalogues[lang].operatorPrivacy.correct }).waitFor();
      await page.screenshot({ path: `${OUT_DIR}operator-privacy-${lang}-${size}.png`, fullPage: true });
      await page.getByRole('button', { name: texts.tabs.users }).click();
      await page.getByLabel(texts.users.searchLabel).fill(locked.email);
      await page.getByRole('button', { name: texts.users.search }).click();
      await page.getByRole('listitem', { name: locked.email }).getByText(texts.users.locked).waitFor();
      await page.screenshot({ path: `${OUT_DIR}operator-users-${lang}-${size}.png`, fullPage: true });
      await page.getByRole('button', { name: catalogues[lang].operator.tabs.audit }).click();
      await page.getByRole('table').waitFor();
      await page.screenshot({ path: `${OUT_DIR}operator-audit-${lang}-${size}.png`, fullPage: true });
    });
  }
}

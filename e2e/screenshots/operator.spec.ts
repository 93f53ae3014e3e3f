import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { grantOperator, reportWrongPhone } from '../specs/operator/support';
import { catalogues, LANGS, preparePublicPage } from '../support/public';
import { type ApiTestUser, registerVerifiedUserViaApi, signInViaApi } from '../support/session';

const OUT_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 393, height: 852 } } as const;

let operator: ApiTestUser;
test.beforeAll(async ({ request }) => {
  operator = await registerVerifiedUserViaApi(request);
  grantOperator(operator.email);
  await reportWrongPhone(request, 11, '+43 1 5551234');
  const decided = await reportWrongPhone(request, 12, '+43 1 5550000');
  const response = await request.post('/api/login', {
    data: { email: operator.email, password: operator.password },
  });
  const cookie = response.headers()['set-cookie'] ?? '';
  const session = /fr_session=([^;]+)/.exec(cookie)?.[1] ?? '';
  const csrf = /fr_csrf=([^;]+)/.exec(cookie)?.[1] ?? '';
  await request.post(`/api/operator/reports/${decided}/reject`, {
    headers: { cookie: `fr_session=${session}; fr_csrf=${csrf}`, 'x-csrf-token': csrf },
    data: { reason: 'Der Registereintrag bestätigt die Nummer.' },
  });
});

/** The operator console's two parts in both languages at 1280 and 393 px (docs/screenshots/). */
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
      await page.getByRole('button', { name: catalogues[lang].operator.tabs.audit }).click();
      await page.getByRole('table').waitFor();
      await page.screenshot({ path: `${OUT_DIR}operator-audit-${lang}-${size}.png`, fullPage: true });
    });
  }
}

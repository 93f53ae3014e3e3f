import { expect, test } from '@playwright/test';
import { catalogues } from '../../support/public';
import { registerVerifiedUserViaApi, signInViaApi } from '../../support/session';
import { grantOperator } from './support';

const de = catalogues.de;

test('a privacy request filed on the form, the operator blocks the person: 410, gone from the company page', async ({
  page,
  request,
}) => {
  // Two sign-ins, a form, the console and four pages: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  // A company with a representative who has a person page.
  let companyId = 0;
  let person = { key: '', name: '' };
  for (let id = 1; id <= 60 && companyId === 0; id++) {
    const detail = (await (await request.get(`/api/companies?cid=${id}`)).json()) as {
      representatives: { name: string; person?: string }[];
    };
    const keyed = detail.representatives.find((r) => r.person?.startsWith('p'));
    if (keyed) [companyId, person] = [id, { key: keyed.person ?? '', name: keyed.name }];
  }
  expect(companyId).toBeGreaterThan(0);

  // The person's page links to the form, which knows the page it came from.
  await page.goto(`/dashboard/people/${encodeURIComponent(person.key)}`);
  await page.getByRole('link', { name: de.privacyRequest.link }).click();
  await expect(page).toHaveURL(/\/datenschutz-anfrage\?about=/);
  const email = `betroffen-${Date.now()}@example.at`;
  await page.getByLabel(de.privacyRequest.name).fill(person.name);
  await page.getByLabel(de.privacyRequest.email).fill(email);
  await page.getByRole('radio', { name: de.privacyRequest.kinds.objection }).check();
  await page.getByRole('button', { name: de.privacyRequest.submit }).click();
  await expect(page.getByRole('status')).toContainText('Vielen Dank. Wir haben Ihre Anfrage erhalten');

  const operator = await registerVerifiedUserViaApi(request);
  grantOperator(operator.email);
  await signInViaApi(page, operator);
  await page.goto('/operator');
  await page.getByRole('button', { name: de.operator.tabs.privacy }).click();
  const card = page.getByRole('listitem').filter({ hasText: email });
  await expect(card.getByLabel(de.operatorPrivacy.person)).toHaveValue(person.key);
  await card.getByRole('button', { name: de.operatorPrivacy.block }).click();
  await expect(page.getByText(/Person gesperrt, Antragsteller benachrichtigt/)).toBeVisible();

  // Every worker sees the block within its refresh interval.
  await expect
    .poll(async () => (await request.get(`/api/people/${encodeURIComponent(person.key)}`)).status())
    .toBe(410);
  await page.goto(`/dashboard/people/${encodeURIComponent(person.key)}`);
  await expect(page.getByRole('heading', { name: de.employeePage.gone.title })).toBeVisible();
  await expect
    .poll(async () => {
      const detail = (await (await request.get(`/api/companies?cid=${companyId}`)).json()) as {
        representatives: { person?: string }[];
      };
      return detail.representatives.some((r) => r.person === person.key);
    })
    .toBe(false);
  await page.goto(`/dashboard/companies/${companyId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(`a[href*="${encodeURIComponent(person.key)}"]`)).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { catalogues } from '../../support/public';
import { registerVerifiedUserViaApi, signInViaApi } from '../../support/session';
import { grantOperator, reportWrongPhone } from './support';

const de = catalogues.de.operator;

test('an operator accepts a report with a correction, rejects another, and finds both in the audit log', async ({
  page,
  request,
}) => {
  const companyId = 7;
  const phone = `+43 1 ${String(Date.now()).slice(-7)}`;
  const accepted = await reportWrongPhone(request, companyId, phone);
  const rejected = await reportWrongPhone(request, companyId + 1, '+43 1 0000000');

  // A signed-in user without the role is refused.
  const user = await registerVerifiedUserViaApi(request);
  await signInViaApi(page, user);
  await page.goto('/operator');
  await expect(page.getByRole('alert')).toContainText('Diesen Bereich dürfen nur Betreiber');

  grantOperator(user.email);
  await page.reload();
  const card = page.getByRole('listitem', { name: `Meldung Nr. ${accepted}` });
  await expect(card).toContainText(phone);
  await card.getByLabel(de.reports.field).selectOption('contact_phone');
  await expect(card.getByLabel(de.reports.value)).toHaveValue(phone);
  await card.getByRole('button', { name: de.reports.accept }).click();
  await expect(page.getByText(`Meldung Nr. ${accepted} angenommen.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  const other = page.getByRole('listitem', { name: `Meldung Nr. ${rejected}` });
  await other.getByLabel(de.reports.rejectReason).fill('Der Registereintrag bestätigt die Nummer.');
  await other.getByRole('button', { name: de.reports.reject }).click();
  await expect(page.getByText(`Meldung Nr. ${rejected} abgelehnt.`)).toBeVisible();

  await page.getByRole('button', { name: de.tabs.audit }).click();
  const log = page.getByRole('table');
  await expect(log.getByRole('row', { name: new RegExp(`report:${accepted}`) })).toContainText(
    de.audit.actions['report.accept'],
  );
  await expect(log.getByRole('row', { name: new RegExp(`report:${rejected}`) })).toContainText(
    'Der Registereintrag bestätigt die Nummer.',
  );

  // The correction is on the company page, with its source in the history.
  await page.goto(`/dashboard/companies/${companyId}`);
  await expect(page.getByText(phone).first()).toBeVisible();
});

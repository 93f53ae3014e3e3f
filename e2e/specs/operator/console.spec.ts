import { expect, test } from '@playwright/test';
import { catalogues, fill } from '../../support/public';
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

test('an operator answers a contact message in the inbox, and the reply stays with it', async ({
  page,
  request,
}) => {
  const subject = `Frage zur Firmensuche ${Date.now()}`;
  const sent = await request.post('/api/contact', {
    headers: { 'x-lang': 'en' },
    data: { name: 'Erika Muster', email: 'erika@example.at', subject, message: 'Wie finde ich Lieferanten?' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const operator = await registerVerifiedUserViaApi(request);
  grantOperator(operator.email);
  await signInViaApi(page, operator);
  await page.goto('/operator');
  await page.getByRole('button', { name: de.tabs.inbox }).click();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
  await expect(card).toContainText(catalogues.de.operatorInbox.language.en);
  await card
    .getByLabel(fill(catalogues.de.operatorInbox.replyLabel, { email: 'erika@example.at' }))
    .fill('Nutzen Sie die Branchensuche.');
  await card.getByRole('button', { name: catalogues.de.operatorInbox.send }).click();
  await expect(page.getByText(/beantwortet\. Die Antwort geht per E-Mail hinaus\./)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByLabel(catalogues.de.operatorInbox.filterLabel).selectOption('answered');
  await expect(card).toContainText('Nutzen Sie die Branchensuche.');
  await expect(card).toContainText(catalogues.de.operatorInbox.status.answered);
});

test('an operator grants a rectification: the employee’s page shows the corrected title', async ({
  page,
  request,
}) => {
  // A sign-in, the console and the employee page: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const detail = (await (await request.get('/api/companies?cid=9')).json()) as {
    employees: { employee_id: number; fullName: string }[];
  };
  const employee = detail.employees[0];
  expect(employee).toBeDefined();
  const title = `Leitung Datenschutz ${String(Date.now()).slice(-5)}`;
  const filed = await request.post('/api/privacy-requests', {
    data: {
      name: employee!.fullName,
      email: `berichtigung-${Date.now()}@example.at`,
      about: `http://localhost/dashboard/employees/${employee!.employee_id}`,
      kind: 'rectification',
      correction: `Meine Funktion lautet: ${title}`,
    },
  });
  expect(filed.ok(), await filed.text()).toBe(true);
  const { request_id: id } = (await filed.json()) as { request_id: number };

  const operator = await registerVerifiedUserViaApi(request);
  grantOperator(operator.email);
  await signInViaApi(page, operator);
  await page.goto('/operator');
  await page.getByRole('button', { name: de.tabs.privacy }).click();
  const card = page.getByRole('listitem', { name: `Datenschutzanfrage Nr. ${id}` });
  await expect(card.getByLabel(catalogues.de.operatorPrivacy.correctPerson)).toHaveValue(
    `e${employee!.employee_id}`,
  );
  await card.getByLabel(catalogues.de.operatorPrivacy.correctValue).fill(title);
  await card.getByRole('button', { name: catalogues.de.operatorPrivacy.correct }).click();
  await expect(page.getByText(fill(catalogues.de.operatorPrivacy.corrected, { id }))).toBeVisible();

  await page.goto(`/dashboard/employees/${employee!.employee_id}`);
  await expect(page.getByText(title).first()).toBeVisible();
});

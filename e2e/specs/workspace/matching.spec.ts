import type { CompanyDetail } from '@fd/contract';
import { expect, test } from '@playwright/test';
import { messyCsv, uploadAndStart } from '../../support/matching';
import { catalogues, fill } from '../../support/public';
import { findCompany } from '../company/profiles';
import { downloadedBytes, range, signedInUser } from './workspace';

const m = catalogues.de.matching;

test('a messy CSV is matched, its doubtful row reviewed by keyboard, downloaded enriched and its matches put on a lead list', async ({
  page,
  request,
}) => {
  const withAddress = (detail: CompanyDetail) =>
    detail.company.address_postcode !== null &&
    detail.company.address_city !== null &&
    detail.company.address_country === 'Germany';
  const first = await findCompany(request, range(40, 200), withAddress);
  const second = await findCompany(request, range(300, 500), withAddress);
  await signedInUser(page, request);
  await uploadAndStart(page, messyCsv([first, second]));

  await expect(
    page.getByRole('heading', { name: fill(m.results.title, { file: 'crm-export.csv' }), exact: false }),
  ).toBeVisible();
  // The reload finds the job on the server.
  await page.reload();
  const queue = page.getByRole('region', { name: new RegExp(m.review.title) });
  await expect(queue).toBeVisible();
  await expect(
    queue.getByRole('list', { name: m.review.candidates }).getByRole('listitem').first(),
  ).toContainText(first.company.company_name);
  await queue.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(m.review.empty)).toBeVisible();

  await page.getByRole('button', { name: fill(m.results.none, { count: 1 }) }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText('Zzyzx Phantasiegesellschaft');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: m.results.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('crm-export-abgleich.csv');
  const lines = (await downloadedBytes(download))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Firma;PLZ;Stadt;Bemerkung;Firmen-ID;Firmenname;Registernummer;/);
  expect(lines[1]).toContain(`;${first.company.company_id};`);
  expect(lines[3]).toContain(`;${first.company.company_id};`);
  expect(lines[4]).toMatch(/;Kein Treffer$/);

  // Three matched rows (one accepted by keyboard) stand for two companies: a new list gets both.
  await page.getByRole('button', { name: m.leadList.button }).click();
  const dialog = page.getByRole('dialog', { name: m.leadList.title });
  await expect(dialog.getByLabel(m.leadList.target)).toHaveValue('new');
  await dialog.getByLabel(m.leadList.name).fill('CRM-Abgleich');
  await dialog.getByRole('button', { name: m.leadList.confirm }).click();
  await expect(page.getByRole('status')).toContainText(
    fill(m.leadList.added_other, { formatted: 2, list: 'CRM-Abgleich' }),
  );
  await page.getByRole('link', { name: catalogues.de.workspace.addToList.openList }).click();
  await expect(page.getByText(first.company.company_name).first()).toBeVisible();
  await expect(page.getByText(second.company.company_name).first()).toBeVisible();
});

test('the results come down as an Excel workbook, which goes up again with its columns mapped like a CSV', async ({
  page,
  request,
}) => {
  await signedInUser(page, request);
  await uploadAndStart(page, Buffer.from('Firma,PLZ,Stadt\nZzyzx Phantasiegesellschaft,99999,Nirgendwo\n'));
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: m.results.downloadXlsx }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe('crm-export-abgleich.xlsx');
  const workbook = await downloadedBytes(xlsx);
  expect(workbook.subarray(0, 2).toString('latin1')).toBe('PK');

  await page.getByRole('button', { name: m.results.newUpload }).click();
  await page.getByLabel(m.upload.choose).setInputFiles({
    name: 'crm-export-abgleich.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  await expect(page.getByRole('heading', { name: m.mapping.title })).toBeVisible();
  await expect(page.getByRole('combobox', { name: m.fields.name, exact: true })).toHaveValue('0');
  await expect(page.getByRole('combobox', { name: m.fields.city, exact: true })).toHaveValue('2');
});

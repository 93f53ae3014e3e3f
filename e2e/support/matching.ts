import type { CompanyDetail } from '@fd/contract';
import { expect, type Page } from '@playwright/test';
import { catalogues } from './public';

const m = catalogues.de.matching;

/** A messy CRM export: ',' as delimiter, a lower-case name, a misspelt name without address, an unknown company. */
export function messyCsv(companies: CompanyDetail[]): Buffer {
  const [a, b] = companies.map((detail) => detail.company);
  const typo = `${a!.company_name.slice(0, 3)}${a!.company_name.slice(4)}`;
  return Buffer.from(
    [
      'Firma,PLZ,Stadt,Bemerkung',
      `"${a!.company_name}",${a!.address_postcode},${a!.address_city},A-Kunde`,
      `"${b!.company_name.toLowerCase()}",${b!.address_postcode},${b!.address_city},`,
      `"${typo}",,,Tippfehler`,
      'Zzyzx Phantasiegesellschaft,99999,Nirgendwo,',
    ].join('\n'),
  );
}

export async function uploadAndStart(page: Page, csv: Buffer, texts = m): Promise<void> {
  await page.goto('/dashboard/matching');
  await page
    .getByLabel(texts.upload.choose)
    .setInputFiles({ name: 'crm-export.csv', mimeType: 'text/csv', buffer: csv });
  await expect(page.getByRole('heading', { name: texts.mapping.title })).toBeVisible();
  await expect(page.getByRole('combobox', { name: texts.fields.name, exact: true })).toHaveValue('0');
  await expect(page.getByRole('combobox', { name: texts.fields.postcode, exact: true })).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: texts.fields.city, exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: texts.mapping.start }).click();
}

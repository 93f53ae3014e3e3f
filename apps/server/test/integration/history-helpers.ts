import type { HistoryEntry } from '../../src/store/types';
import type { TestApp } from '../helpers';

/**
 * Writes one change-history entry for a company through the store's own write path (the one
 * Refresh Data uses), leaving the company's values as they are.
 */
export async function recordChange(
  t: TestApp,
  companyId: number,
  entry: Pick<HistoryEntry, 'field' | 'oldValue' | 'newValue' | 'changedAt'> & Partial<HistoryEntry>,
): Promise<void> {
  const detail = t.stores.companies.companyDetail;
  const company = (await detail.company(companyId))!;
  await detail.applyChanges(
    companyId,
    {
      legal_status: company.legal_status,
      contact_website: company.contact_website,
      contact_phone: company.contact_phone,
      contact_email: company.contact_email,
      address_street: company.address_street,
    },
    company.date_updated ?? entry.changedAt.slice(0, 10),
    [{ source: 'generator', sourceDate: null, ...entry }],
    [],
  );
}

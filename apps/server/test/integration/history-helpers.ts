import type { EventRecord } from '../../src/store/types';
import type { TestApp } from '../helpers';

/**
 * Records register events for a company through the store's own write path (the one Refresh Data
 * uses, with a change entry), leaving the company's values as they are.
 */
export async function recordEvents(t: TestApp, companyId: number, events: EventRecord[]): Promise<void> {
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
    company.date_updated ?? events[0]!.effectiveDate,
    [],
    events,
  );
}

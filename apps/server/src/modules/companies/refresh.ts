import { type Company, formatAddress, labelsDe, type RecentUpdate } from '@fd/contract';
import { mulberry32 } from '@fd/datagen';
import type { CompanyRecordChanges, EventRecord } from '../../store/types';

const PHONE_PREFIX: Record<string, string> = { Austria: '+43 1', Germany: '+49 30', Switzerland: '+41 44' };

/**
 * The synthetic source connector: what the register shows for a company on a given day. It is
 * deterministic in (company, day), so refreshing twice on one day changes nothing the second
 * time, and a later day may bring news — as a real register does.
 */
export function sourceState(company: Company, day: number): CompanyRecordChanges {
  const random = mulberry32(company.company_id * 7919 + day * 104_729);
  const state: CompanyRecordChanges = {
    legal_status: company.legal_status,
    contact_website: company.contact_website,
    contact_phone: company.contact_phone,
    contact_email: company.contact_email,
    address_street: company.address_street,
  };
  if (random() < 0.3) {
    const number = String(1_000_000 + Math.floor(random() * 8_999_999));
    state.contact_phone = `${PHONE_PREFIX[company.address_country] ?? '+43 1'} ${number}`;
  }
  if (random() < 0.15 && company.address_street) {
    const street = company.address_street.replace(/\s+\d+[a-z]?$/i, '');
    state.address_street = `${street} ${1 + Math.floor(random() * 120)}`;
  }
  if (random() < 0.1 && !company.contact_website) {
    const slug = company.company_name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40);
    state.contact_website = `https://www.${slug}.${company.address_country === 'Germany' ? 'de' : company.address_country === 'Switzerland' ? 'ch' : 'at'}`;
  }
  if (random() < 0.02 && company.legal_status === 'Active') state.legal_status = 'In Liquidation';
  return state;
}

/** The fields the source connector compares; their changes carry the German label as description. */
const COMPARED: readonly (keyof CompanyRecordChanges)[] = [
  'legal_status',
  'contact_website',
  'contact_phone',
  'contact_email',
  'address_street',
];

/** Field-by-field differences between the stored record and the source, as update entries. */
export function diffRecord(company: Company, state: CompanyRecordChanges, date: string): RecentUpdate[] {
  return COMPARED.flatMap((field) =>
    company[field] === state[field]
      ? []
      : [
          {
            date,
            field,
            old_value: company[field] ?? null,
            new_value: state[field] ?? null,
            description: labelsDe.changeFields[field],
          },
        ],
  );
}

/**
 * The differences as events of the day the source showed them: a status change is a
 * liquidation or deletion, a new street an address change, website, phone and e-mail contact
 * changes (docs/decisions/130).
 */
export function refreshEvents(company: Company, changes: RecentUpdate[], today: string, recordedAt: string) {
  const address = (street: string | null) => formatAddress({ ...company, address_street: street }) || null;
  return changes.map((change): EventRecord => {
    const event = { effectiveDate: today, recordedAt, source: 'generator' as const };
    if (change.field === 'legal_status') {
      const type =
        change.new_value === 'In Liquidation'
          ? 'liquidation'
          : change.new_value === 'Inactive'
            ? 'deletion'
            : 'status_change';
      return { ...event, type, oldValue: change.old_value, newValue: change.new_value };
    }
    if (change.field === 'address_street')
      return {
        ...event,
        type: 'address_change',
        oldValue: address(change.old_value),
        newValue: address(change.new_value),
      };
    return { ...event, type: 'contact_change', oldValue: change.old_value, newValue: change.new_value };
  });
}

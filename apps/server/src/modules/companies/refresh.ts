import { type Company, formatAddress, labelsDe, type RecentUpdate } from '@fd/contract';
import { mulberry32 } from '@fd/datagen';
import type { CompanyRecordChanges, EventRecord, HistoryEntry } from '../../store/types';

const PHONE_PREFIX: Record<string, string> = { Austria: '+43 1', Germany: '+49 30', Switzerland: '+41 44' };

/**
 * The synthetic source connector: what the register shows for a company on a given day. It is
 * deterministic in (company, day), so refreshing twice on one day changes nothing the second
 * time, and a later day may bring news — as a real register does.
 */
export function sourceState(company: Company, day: number): CompanyRecordChanges {
  const random = mulberry32(company.company_id * 7919 + day * 104_729);
  const state = recordState(company);
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

/** Who changed a record outside an import: the synthetic source (Refresh Data) or an accepted user report. */
type ChangeSource = 'generator' | 'report';

/** The fields the source connector compares; their changes carry the German label as description. */
const COMPARED: readonly (keyof CompanyRecordChanges)[] = [
  'legal_status',
  'contact_website',
  'contact_phone',
  'contact_email',
  'address_street',
];

/** The stored values of the fields a source (or a user report) may change. */
export function recordState(company: Company): CompanyRecordChanges {
  return {
    legal_status: company.legal_status,
    contact_website: company.contact_website,
    contact_phone: company.contact_phone,
    contact_email: company.contact_email,
    address_street: company.address_street,
  };
}

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
function changeEvents(
  company: Company,
  changes: RecentUpdate[],
  source: ChangeSource,
  today: string,
  recordedAt: string,
) {
  const address = (street: string | null) => formatAddress({ ...company, address_street: street }) || null;
  return changes.map((change): EventRecord => {
    const event = { effectiveDate: today, recordedAt, source };
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

/**
 * What writing `state` over the stored record changes, stamped `now` (to the millisecond, so a watch
 * list can tell changes after its last reading, same day too): the update entries, the history
 * entries of the day and the events.
 */
export function recordChanges(
  company: Company,
  state: CompanyRecordChanges,
  source: ChangeSource,
  now: Date,
) {
  const today = now.toISOString().slice(0, 10);
  const changes = diffRecord(company, state, now.toISOString());
  const history = changes.map(
    (change): HistoryEntry => ({
      field: change.field,
      oldValue: change.old_value,
      newValue: change.new_value,
      changedAt: change.date,
      source,
      sourceDate: today,
    }),
  );
  return {
    today,
    changes,
    history,
    events: changeEvents(company, changes, source, today, now.toISOString()),
  };
}

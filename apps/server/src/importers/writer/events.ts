/**
 * What an imported record changed, as register events (docs/decisions/130): a new company is a
 * registration with its officers' appointments, a changed field group its event type, an officer
 * who came or went an appointment or a departure (a Prokura by role). An event takes the date the
 * source gives (founding, an officer's start or end), else the source's publish date.
 */
import { mandateEventTypes } from '@fd/contract';
import type {
  DataSource,
  EventRecord,
  HistoryEntry,
  RepresentativeRow,
  StoredImportCompany,
} from '../../store/types';
import type { ImportedCompany, ImportedOfficer, ImportedRelationship } from '../types';
import { type CompanyPlan, representativeText } from './plan';

/** The day a source published its record (YYYY-MM-DD), or the day of the import when it gives none. */
export const publishedOn = (sourceDate: string | null, now: string) => (sourceDate ?? now).slice(0, 10);

/** History fields whose change is a register event, and its type (representatives are compared by person). */
const FIELD_TYPES = {
  name: 'name_change',
  legal_form: 'legal_form_change',
  address: 'address_change',
  date_founded: 'register_change',
  lei: 'register_change',
  register: 'register_change',
} as const;

/** An ended registration: GLEIF's MERGED is a merger, anything else that ends a company a deletion. */
function statusEvent(company: ImportedCompany, entry: HistoryEntry): EventRecord['type'] {
  if (entry.newValue === 'Inactive') return company.sourceStatus?.includes('MERGED') ? 'merger' : 'deletion';
  return 'status_change';
}

/** Appointments and departures between the stored representatives and the record's officers. */
function mandateEvents(
  stored: readonly RepresentativeRow[],
  plan: CompanyPlan,
  officers: readonly ImportedOfficer[],
  base: Omit<EventRecord, 'type' | 'effectiveDate'>,
  published: string,
): EventRecord[] {
  const current = plan.representatives ?? [];
  const before = new Set(stored.map(representativeText));
  const after = new Set(current.map(representativeText));
  const person = (r: RepresentativeRow) => ({ name: r.name, role: r.title, personKey: r.personKey ?? null });
  const events: EventRecord[] = [];
  for (const r of stored) {
    if (after.has(representativeText(r))) continue;
    const ended = officers.find((o) => o.name === r.name && (o.role ?? 'Vertreter') === r.title && o.endDate);
    const type = mandateEventTypes(r.title).end;
    events.push({ ...base, type, effectiveDate: ended?.endDate ?? published, person: person(r) });
  }
  for (const r of current) {
    if (before.has(representativeText(r))) continue;
    const type = mandateEventTypes(r.title).start;
    events.push({ ...base, type, effectiveDate: r.since ?? published, person: person(r) });
  }
  return events;
}

/** The events a record written by the import gives its company. */
export function companyEvents(
  company: ImportedCompany,
  officers: readonly ImportedOfficer[] | null,
  stored: StoredImportCompany | null,
  plan: CompanyPlan,
  now: string,
): EventRecord[] {
  const source: DataSource = company.source;
  const published = publishedOn(company.sourceDate, now);
  const base = { recordedAt: now, source };
  const events: EventRecord[] = [];
  if (!stored) {
    const { registerNumber, registerCourt } = company.identifiers;
    events.push({
      ...base,
      type: 'new_registration',
      effectiveDate: company.foundedOn ?? published,
      newValue: company.name,
      reference: [registerNumber, registerCourt].filter(Boolean).join(', ') || null,
    });
  }
  for (const entry of plan.history) {
    if (entry.field === 'legal_status')
      events.push({
        ...base,
        type: statusEvent(company, entry),
        effectiveDate: published,
        oldValue: entry.oldValue,
        newValue: entry.newValue,
      });
    else if (entry.field in FIELD_TYPES)
      events.push({
        ...base,
        type: FIELD_TYPES[entry.field as keyof typeof FIELD_TYPES],
        effectiveDate: published,
        oldValue: entry.oldValue,
        newValue: entry.newValue,
      });
  }
  if (officers && plan.representatives)
    events.push(...mandateEvents(stored?.representatives ?? [], plan, officers, base, published));
  return events;
}

/** Parent relationships are shareholder changes; branches and funds are not. */
export const isParentTie = (relationship: ImportedRelationship) =>
  relationship.kind === 'direct-parent' || relationship.kind === 'ultimate-parent';

/**
 * A parent tie that began or ended: the child's shareholder change (share 0 when it ended) and,
 * when we hold the parent, its subsidiary added or removed, on the relationship's own date.
 */
export function relationshipEvents(
  relationship: ImportedRelationship,
  childId: number,
  parent: { companyId: number | null; name: string | null },
  now: string,
): { child: EventRecord[]; parent: EventRecord[] } {
  const ended = relationship.status === 'inactive';
  const published = publishedOn(relationship.sourceDate, now);
  const base = {
    recordedAt: now,
    source: 'gleif' as const,
    effectiveDate: (ended ? relationship.endDate : relationship.startDate) ?? published,
  };
  return {
    child: [
      {
        ...base,
        type: 'shareholder_change',
        company: { companyId: parent.companyId, name: parent.name ?? relationship.parentLei },
        share: ended ? 0 : null,
      },
    ],
    parent:
      parent.companyId === null
        ? []
        : [
            {
              ...base,
              type: ended ? 'subsidiary_removed' : 'subsidiary_added',
              company: { companyId: childId, name: null },
            },
          ],
  };
}

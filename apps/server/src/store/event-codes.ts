/**
 * How the events table stores an event's type and source: small integers, fixed here for good
 * (migration 011 / PostgreSQL 005). A new type gets the next free code; a code is never reused.
 */
import { type DataSourceName, EVENT_TYPES, type EventType } from '@fd/contract';

export const EVENT_TYPE_CODES: Readonly<Record<EventType, number>> = {
  new_registration: 1,
  name_change: 2,
  address_change: 3,
  legal_form_change: 4,
  object_change: 5,
  capital_change: 6,
  management_appointed: 7,
  management_left: 8,
  prokura_granted: 9,
  prokura_revoked: 10,
  shareholder_change: 11,
  subsidiary_added: 12,
  subsidiary_removed: 13,
  insolvency_opened: 14,
  insolvency_closed: 15,
  liquidation: 16,
  deletion: 17,
  merger: 18,
  accounts_published: 19,
  status_change: 20,
  register_change: 21,
  contact_change: 22,
};

export const EVENT_SOURCE_CODES: Readonly<Record<DataSourceName, number>> = {
  generator: 1,
  gleif: 2,
  offeneregister: 3,
  report: 4,
};

const typeByCode = new Map(EVENT_TYPES.map((type) => [EVENT_TYPE_CODES[type], type]));
const sourceByCode = new Map(
  (Object.entries(EVENT_SOURCE_CODES) as [DataSourceName, number][]).map(([source, code]) => [code, source]),
);

export function eventTypeOf(code: number): EventType {
  const type = typeByCode.get(code);
  if (!type) throw new Error(`unknown event type code ${code}`);
  return type;
}

export function eventSourceOf(code: number): DataSourceName {
  const source = sourceByCode.get(code);
  if (!source) throw new Error(`unknown event source code ${code}`);
  return source;
}

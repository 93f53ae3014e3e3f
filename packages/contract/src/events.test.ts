import { describe, expect, it } from 'vitest';
import { EVENT_LABELS } from './event-labels';
import { eventSentence } from './event-text';
import {
  type CompanyEvent,
  currentMandates,
  EVENT_TYPES,
  type EventDetails,
  NO_DETAILS,
  newestFirst,
} from './events';

const event = (
  type: CompanyEvent['type'],
  details: Partial<EventDetails> = {},
  effective_date = '2024-03-01',
  event_id = 1,
): CompanyEvent => ({
  event_id,
  type,
  effective_date,
  recorded_at: effective_date,
  source: 'generator',
  details: { ...NO_DETAILS, ...details },
});

const both = (e: CompanyEvent) => [eventSentence(e, 'de'), eventSentence(e, 'en')];

describe('event sentences', () => {
  it('say the same in German and English', () => {
    const thiel = { name: 'Benjamin Thiel', role: 'Prokurist', key: null };
    expect(both(event('prokura_granted', { person: thiel }))).toEqual([
      'Prokura erteilt – Benjamin Thiel',
      'Prokura granted – Benjamin Thiel',
    ]);
    const anna = { name: 'Anna Maier', role: 'Geschäftsführerin', key: 'pg12.0' };
    expect(both(event('management_appointed', { person: anna }))).toEqual([
      'Geschäftsführerin bestellt – Anna Maier',
      'Managing Director appointed – Anna Maier',
    ]);
    expect(both(event('management_left', { person: anna }))).toEqual([
      'Geschäftsführerin ausgeschieden – Anna Maier',
      'Managing Director left – Anna Maier',
    ]);
  });

  it('name old and new values, amounts, shares and the company involved', () => {
    expect(both(event('capital_change', { old_value: '25000', new_value: '50000', amount: 50000 }))).toEqual([
      'Kapital erhöht – 25.000 € → 50.000 €',
      'Capital increased – €25,000 → €50,000',
    ]);
    expect(both(event('name_change', { old_value: 'Alt GmbH', new_value: 'Neu GmbH' }))).toEqual([
      'Firmenname geändert – Alt GmbH → Neu GmbH',
      'Name changed – Alt GmbH → Neu GmbH',
    ]);
    const parent = { company_id: 3, name: 'Scholz Gruppe GmbH' };
    expect(both(event('shareholder_change', { company: parent, share: 100 }))).toEqual([
      'Gesellschafter geändert – neu: Scholz Gruppe GmbH (100 %)',
      'Shareholder changed – new: Scholz Gruppe GmbH (100%)',
    ]);
    expect(both(event('shareholder_change', { company: parent, share: 0 }))).toEqual([
      'Gesellschafter geändert – ausgeschieden: Scholz Gruppe GmbH',
      'Shareholder changed – left: Scholz Gruppe GmbH',
    ]);
    expect(both(event('merger', { company: parent }))).toEqual([
      'Verschmelzung – auf Scholz Gruppe GmbH',
      'Merger – into Scholz Gruppe GmbH',
    ]);
    expect(both(event('accounts_published', { new_value: '2023-12-31' }))).toEqual([
      'Jahresabschluss 2023 veröffentlicht',
      'Annual accounts 2023 published',
    ]);
    expect(both(event('status_change', { old_value: 'Inactive', new_value: 'Active' }))).toEqual([
      'Rechtsstatus geändert – Inaktiv → Aktiv',
      'Legal status changed – Inactive → Active',
    ]);
    const opened = { new_value: 'Insolvenzverfahren eröffnet', reference: 'Amtsgericht Köln, 12 IN 34/24' };
    expect(both(event('insolvency_opened', opened))).toEqual([
      'Insolvenzverfahren eröffnet – Amtsgericht Köln, 12 IN 34/24',
      'Insolvency proceedings opened – Amtsgericht Köln, 12 IN 34/24',
    ]);
  });

  it('have a label for every type in both languages, and a sentence without details', () => {
    for (const type of EVENT_TYPES) {
      expect(EVENT_LABELS.de[type]).toBeTruthy();
      expect(EVENT_LABELS.en[type]).toBeTruthy();
      expect(eventSentence(event(type), 'de')).toBe(EVENT_LABELS.de[type]);
      expect(eventSentence(event(type), 'en')).toBe(EVENT_LABELS.en[type]);
    }
  });
});

describe('currentMandates', () => {
  it('keeps whoever was appointed and not removed since, by name and role', () => {
    const person = (name: string, role: string) => ({ person: { name, role, key: null } });
    const events = [
      event('management_appointed', person('A', 'Geschäftsführer'), '2010-01-01', 1),
      event('prokura_granted', person('B', 'Prokurist'), '2012-01-01', 2),
      event('management_left', person('A', 'Geschäftsführer'), '2020-05-01', 3),
      event('management_appointed', person('C', 'Geschäftsführerin'), '2020-05-01', 4),
      event('prokura_revoked', person('B', 'Prokurist'), '2021-01-01', 5),
    ].sort(newestFirst);
    expect(currentMandates(events)).toEqual([{ name: 'C', role: 'Geschäftsführerin' }]);
  });
});

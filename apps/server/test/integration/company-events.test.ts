/**
 * Every company page tells one dated story (issue 29): invariants over a quarter of the generated
 * test dataset, read through the API on both engines — the history against the record, the board
 * card, the header's last update, recent_updates and the people's pages.
 */
import {
  type CompanyDetail,
  currentMandates,
  eventAsRecentUpdate,
  RECENT_UPDATES_LIMIT,
  ZCompanyDetail,
  ZPersonResponse,
} from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_COMPANIES } from '../global-setup';
import { createTestApp, type TestApp } from '../helpers';

/** Every fourth company: 2,000 of the 8,000. */
const STEP = 4;

let t: TestApp;
const details: CompanyDetail[] = [];

beforeAll(async () => {
  // One client reads thousands of pages: the per-client page rate would refuse it.
  t = await createTestApp({ env: { RATE_LIMIT_FACTOR: '1000000' } });
  for (let cid = 1; cid <= TEST_COMPANIES; cid += STEP) {
    const response = await t.app.inject(`/api/companies?cid=${cid}`);
    expect(response.statusCode).toBe(200);
    details.push(ZCompanyDetail.parse(response.json()));
  }
}, 300_000);
afterAll(async () => {
  await t.close();
});

const multiset = (items: string[]) => [...items].sort();

describe('the story of a company page', () => {
  it('starts with the registration on the founding day, and nothing happens before it', () => {
    for (const { company, events } of details) {
      const registrations = events.filter((e) => e.type === 'new_registration');
      expect(registrations, `${company.company_id}`).toHaveLength(1);
      expect(registrations[0]!.effective_date).toBe(company.date_founded);
      for (const e of events)
        expect(e.effective_date >= company.date_founded!, `${company.company_id}`).toBe(true);
    }
  });

  it('lists the events newest first, and the latest update is the newest event', () => {
    for (const { company, events } of details) {
      const dates = events.map((e) => e.effective_date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(company.date_updated, `${company.company_id}`).toBe(events[0]!.effective_date);
      expect(company.recent_updates).toEqual(events.slice(0, RECENT_UPDATES_LIMIT).map(eventAsRecentUpdate));
    }
  });

  it('shows on the board exactly the people the events leave in office, since their appointment', () => {
    for (const { company, events, representatives } of details) {
      const board = representatives.map((r) => `${r.name}|${r.title}`);
      const timeline = currentMandates(events).map((m) => `${m.name}|${m.role}`);
      expect(multiset(timeline), `${company.company_id}`).toEqual(multiset(board));
      for (const r of representatives) {
        expect(r.since! >= company.date_founded!).toBe(true);
        const appointed = events.filter(
          (e) =>
            (e.type === 'management_appointed' || e.type === 'prokura_granted') &&
            e.details.person?.name === r.name &&
            e.details.person.role === r.title,
        );
        expect(appointed.map((e) => e.effective_date)).toContain(r.since);
      }
    }
  });

  it('has a deleted or merged company inactive, and only those', () => {
    let ended = 0;
    for (const { company, events } of details) {
      const end = events.filter((e) => e.type === 'deletion' || e.type === 'merger');
      expect(end.length > 0, `${company.company_id}`).toBe(company.legal_status === 'Inactive');
      if (end.length > 0) {
        ended++;
        expect(events[0]!.type).toMatch(/^(deletion|merger)$/);
      }
    }
    expect(ended).toBeGreaterThan(20);
  });

  it('never lists a mandate or a company name twice on a person page', async () => {
    const keys = new Set(
      details.flatMap((d) => d.representatives.flatMap((r) => (r.person?.startsWith('p') ? [r.person] : []))),
    );
    expect(keys.size).toBeGreaterThan(10);
    for (const key of keys) {
      const person = ZPersonResponse.parse(
        (await t.app.inject(`/api/people/${encodeURIComponent(key)}`)).json(),
      );
      const companies = person.mandates.map((m) => m.company_id);
      expect(new Set(companies).size, key).toBe(companies.length);
      expect(new Set(person.mandates.map((m) => m.company_name)).size, key).toBe(companies.length);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyStore } from '../../src/store/types';
import { companyEngines } from './engines';

const noEmployeeFilter = { name: null, filters: { must: [], atleast: [], exclusive: [] }, currentYear: 2026 };

describe.each(companyEngines)('company store contract: $name', (engine) => {
  let store: CompanyStore;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await engine.open();
    store = opened.stores.companies;
    cleanup = opened.cleanup;
  });
  afterAll(() => cleanup());

  it('counts the dataset', async () => {
    const counts = await store.dataset.counts();
    expect(counts.companies).toBeGreaterThan(0);
    expect(counts.financial_reports).toBeGreaterThan(0);
    expect(counts.seed).not.toBeNull();
  });

  it('returns list items in the order of the ids asked for, skipping unknown ids', async () => {
    const items = await store.companies.listItems([5, 2, 999_999_999, 9]);
    expect(items.map((item) => item.company_id)).toEqual([5, 2, 9]);
  });

  it('returns watch rows, export rows and suggestions in the order asked for', async () => {
    const ids = [7, 3, 999_999_999, 4];
    for (const rows of [
      await store.companies.watchRows(ids),
      await store.companies.exportRows(ids),
      await store.companies.suggestions(ids),
    ]) {
      expect(rows.map((row) => row.company_id)).toEqual([7, 3, 4]);
    }
  });

  it('reads name matches in popularity order and honours exclusions', async () => {
    const gmbh = [{ terms: ['gmbh'], prefix: false }];
    const all = await store.names.matchIds(gmbh, 50);
    expect(all.length).toBeGreaterThan(0);
    expect([...all].sort((a, b) => a - b)).toEqual(all);
    expect(await store.names.matchIds(gmbh, 5)).toEqual(all.slice(0, 5));
    const name = (await store.companies.listItems([all[0]!]))[0]!.company_name.toLowerCase();
    const word = name.split(/[^\p{L}]+/u).find((w) => w.length > 3 && w !== 'gmbh')!;
    const without = await store.names.matchIds(gmbh, 50, [{ terms: [word], prefix: false }]);
    expect(without).not.toContain(all[0]);
  });

  it('counts name matches up to the cap and no further', async () => {
    expect(await store.names.countMatches([{ terms: ['gmbh'], prefix: false }], 7)).toBe(7);
  });

  it('matches prefixes', async () => {
    expect(await store.names.matchIds([{ terms: ['gm'], prefix: true }], 10)).toHaveLength(10);
  });

  it('keys companies and people stably and resolves the keys back', async () => {
    const keys = await store.keys.companyKeys([3, 999_999_999, 1]);
    expect(keys[1]).toBeNull();
    expect(keys[0]).toMatch(/^gen:\d+:\d+:c3$/);
    expect(await store.keys.companyIds([keys[2]!, keys[0]!, 'gen:1:2:c3', 'lei:NOPE'])).toEqual([
      1,
      3,
      null,
      null,
    ]);
    const [employeeId] = await store.employeeSearch.ids(noEmployeeFilter, 1, 0);
    const [employeeKey] = await store.keys.employeeKeys([employeeId!]);
    expect(await store.keys.employeeIds([employeeKey!])).toEqual([employeeId]);
  });

  it('finds employees by name and returns their cards in order', async () => {
    const [first, second] = await store.employeeSearch.ids(noEmployeeFilter, 2, 0);
    const name = await store.employeeLookup.nameById(second!);
    expect(name).not.toBeNull();
    expect(await store.employeeLookup.idByFullName(name!)).not.toBeNull();
    const cards = await store.employeeLookup.cards([second!, 999_999_999, first!]);
    expect(cards.map((card) => card.employee_id)).toEqual([second, first]);
    expect(cards[0]!.fullName).toBe(name);
  });

  it('reads a company with its reports, people and peers', async () => {
    const company = await store.companyDetail.company(1);
    expect(company?.company_id).toBe(1);
    const financials = await store.companyDetail.financials(1);
    expect(financials.length).toBeGreaterThan(0);
    const report = await store.companyDetail.financial(financials[0]!.report_id);
    expect(report?.companyId).toBe(1);
    expect(await store.companyDetail.company(999_999_999)).toBeNull();
    expect(Array.isArray(await store.companyDetail.representatives(1))).toBe(true);
    expect(Array.isArray(await store.companyDetail.linkedCompanies(company!))).toBe(true);
  });

  it('searches companies by filter and employees by name', async () => {
    const found = await store.companySearch.find(
      {
        name: null,
        area: null,
        filters: { must: [{ kind: 'country', values: ['Austria'] }], atleast: [], exclusive: [] },
      },
      0,
      5,
      100,
    );
    expect(found.ids).toHaveLength(5);
    const results = await store.companySearch.results(found.ids, null);
    expect(results.every((result) => result.address_country === 'Austria')).toBe(true);
    const employeeIds = await store.employeeSearch.ids(noEmployeeFilter, 3, 0);
    expect(await store.employeeSearch.results(employeeIds)).toHaveLength(3);
  });

  it('serves the precomputed statistics, country counts and top companies', async () => {
    expect(await store.dataset.statistics()).not.toBeNull();
    expect((await store.dataset.countryStats()).length).toBeGreaterThan(0);
    expect((await store.dataset.topCompanyIds()).length).toBeGreaterThan(0);
  });

  it('applies a change to a company record, shows it at once and tells the listeners', async () => {
    const heard: number[][] = [];
    store.onChange((ids) => heard.push(ids));
    const before = (await store.companyDetail.company(12))!;
    const recorded = {
      effectiveDate: '2026-11-24',
      recordedAt: '2026-11-24T08:00:00.000Z',
      source: 'generator' as const,
    };
    await store.companyDetail.applyChanges(
      12,
      {
        legal_status: 'In Liquidation',
        contact_website: before.contact_website,
        contact_phone: '+43 1 5550000',
        contact_email: before.contact_email,
        address_street: before.address_street,
      },
      '2026-11-24',
      [],
      [
        { ...recorded, type: 'liquidation', oldValue: 'Active', newValue: 'In Liquidation' },
        { ...recorded, type: 'contact_change', oldValue: before.contact_phone, newValue: '+43 1 5550000' },
      ],
    );
    const after = (await store.companyDetail.company(12))!;
    expect(after.legal_status).toBe('In Liquidation');
    expect(after.contact_phone).toBe('+43 1 5550000');
    expect(after.date_updated).toBe('2026-11-24');
    // The newest events are the recent updates, the later recorded first on one day.
    expect(after.recent_updates.slice(0, 2)).toEqual([
      {
        date: '2026-11-24',
        field: 'contact_change',
        old_value: before.contact_phone,
        new_value: '+43 1 5550000',
        description: before.contact_phone
          ? `Kontaktdaten geändert – ${before.contact_phone} → +43 1 5550000`
          : 'Kontaktdaten geändert – neu: +43 1 5550000',
      },
      {
        date: '2026-11-24',
        field: 'liquidation',
        old_value: 'Active',
        new_value: 'In Liquidation',
        description: 'Liquidation eröffnet',
      },
    ]);
    const [newest] = await store.events.ofCompany(12, 1);
    expect(newest).toMatchObject({
      type: 'contact_change',
      source: 'generator',
      effective_date: '2026-11-24',
    });
    expect(heard).toContainEqual([12]);
    const active = await store.companySearch.find(
      {
        name: null,
        area: null,
        filters: { must: [{ kind: 'legal_status', values: ['Active'] }], atleast: [], exclusive: [] },
      },
      0,
      10_000,
      10_001,
    );
    expect(active.ids).not.toContain(12);
  });
});

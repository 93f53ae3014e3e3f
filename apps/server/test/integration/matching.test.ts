import {
  API_KEY_REQUESTS_PER_DAY,
  MATCH_MAX_QUERIES,
  type MatchQuery,
  ZCreatedApiKey,
  ZMatchResponse,
} from '@fd/contract';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../auth-helpers';
import { openTestDatabase, type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';
import { setRegisterNumbers } from '../register-numbers';

interface Company {
  company_id: number;
  company_name: string;
  address_street: string | null;
  address_postcode: string | null;
  address_city: string | null;
  ID_Fb: string | null;
  ID_Gerichtscode: string | null;
  ID_Lei: string | null;
  ID_VatID: string | null;
}

const COLUMNS =
  'company_id, company_name, address_street, address_postcode, address_city, ID_Fb, ID_Gerichtscode, ID_Lei, ID_VatID';

describe('POST /api/match', () => {
  let t: TestApp;
  let user: SignedInUser;
  let db: Database.Database;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signIn(t, 'matching');
    db = openTestDatabase(t);
  });
  afterAll(async () => {
    db.close();
    await t.close();
  });

  const match = async (queries: unknown[], lang: 'de' | 'en' = 'en') => {
    const response = await user.request({
      method: 'POST',
      url: '/api/match',
      payload: { queries },
      headers: { 'x-lang': lang },
    });
    return response;
  };
  const best = async (query: MatchQuery, lang: 'de' | 'en' = 'en') => {
    const response = await match([query], lang);
    expect(response.statusCode, response.body).toBe(200);
    return ZMatchResponse.parse(response.json()).results[0]!.candidates;
  };
  /** A German company whose folded name only it has, with a street and postcode. */
  const german = (offset: number): Company =>
    db
      .prepare(
        `SELECT ${COLUMNS} FROM companies c WHERE address_country = 'Germany' AND address_postcode IS NOT NULL
           AND (SELECT COUNT(*) FROM companies o WHERE o.company_name = c.company_name) = 1
         ORDER BY company_id LIMIT 1 OFFSET ?`,
      )
      .get(offset) as Company;

  it('decides by a register number in any spelling, and says so', async () => {
    const company = german(3);
    const court = company.ID_Gerichtscode!.replace('Amtsgericht ', '');
    const compact = company.ID_Fb!.replace(' ', '');
    for (const spelling of [`${company.ID_Fb} ${court}`, `Amtsgericht ${court} ${compact}`]) {
      const [first] = await best({ register_number: spelling });
      expect(first?.company_id).toBe(company.company_id);
      expect(first?.match).toBe(true);
      expect(first?.score).toBe(1);
      expect(first?.reasons.map((r) => r.text)).toContain('Register number: equal (+1.00)');
    }
    // Another court's number is not this company.
    const [other] = await best({ register_number: `${company.ID_Fb} Nirgendwo` });
    expect(other?.company_id === company.company_id && other.match).toBe(false);
  });

  it('finds every holder of a number at the court typed, however many other courts gave it, and accepts none of two', async () => {
    // Companies at the end of the ids (the other cases take the first ones): the newest of a
    // court, another one there, and more holders at other courts than one lookup read at most.
    const rows = db
      .prepare(
        `SELECT company_id, ID_Gerichtscode FROM companies
         WHERE address_country = 'Germany' AND ID_Gerichtscode LIKE 'Amtsgericht %'
         ORDER BY company_id DESC LIMIT 300`,
      )
      .all() as { company_id: number; ID_Gerichtscode: string }[];
    const [newest, ...older] = rows;
    const court = newest!.ID_Gerichtscode;
    const twin = older.find((row) => row.ID_Gerichtscode === court)!;
    const elsewhere = older.filter(
      (row) => row.ID_Gerichtscode !== court && row.company_id < twin.company_id,
    );
    const number = 'HRB 9876543';
    await setRegisterNumbers(t, [
      { companyId: newest!.company_id, number, court },
      ...elsewhere
        .slice(0, 25)
        .map((row) => ({ companyId: row.company_id, number, court: row.ID_Gerichtscode })),
    ]);
    const query = { register_number: `${number} ${court.replace('Amtsgericht ', '')}` };
    const [alone] = await best(query);
    expect(alone).toMatchObject({ company_id: newest!.company_id, match: true, score: 1 });

    // A second company with the number at that court: the number tells neither apart, and both say so.
    await setRegisterNumbers(t, [{ companyId: twin.company_id, number, court }]);
    const both = await best(query);
    expect(both.slice(0, 2).map((c) => c.company_id)).toEqual(
      [twin.company_id, newest!.company_id].sort((a, b) => a - b),
    );
    expect(both.some((c) => c.match)).toBe(false);
    for (const candidate of both.slice(0, 2))
      expect(candidate.reasons.map((r) => r.text)).toContain(
        'Register number: another company has the same number at the same court',
      );
    const [inGerman] = await best(query, 'de');
    expect(inGerman!.reasons.map((r) => r.text)).toContain(
      'Registernummer: dieselbe Nummer hat beim selben Gericht ein weiteres Unternehmen',
    );
  });

  it('matches a misspelt name without its legal form by its postcode, with reasons in German or English', async () => {
    const company = german(10);
    const base = company.company_name.replace(/\s+(GmbH|AG|KG|SE|UG.*|e\.K\.|OHG|GmbH & Co\. KG)$/, '');
    const typo = `${base.slice(0, 2)}${base[3]}${base[2]}${base.slice(4)}`;
    const query = { name: typo, postcode: company.address_postcode!, city: company.address_city! };
    const [first] = await best(query);
    expect(first?.company_id).toBe(company.company_id);
    expect(first?.match).toBe(true);
    const texts = first!.reasons.map((r) => r.text);
    expect(
      texts.some((text) => /^Name: (typo-tolerant match|same words in another order) 0\.\d+/.test(text)),
    ).toBe(true);
    expect(texts).toContain('Postcode: equal (+0.20)');
    if (base !== company.company_name) expect(texts).toContain('Legal form: missing in input');
    const [german_] = await best(query, 'de');
    expect(german_!.reasons.map((r) => r.text)).toContain('PLZ: gleich (+0,20)');
  });

  it('finds a company by LEI or VAT ID written with spaces', async () => {
    const company = db
      .prepare(`SELECT ${COLUMNS} FROM companies WHERE ID_Lei IS NOT NULL AND ID_VatID LIKE 'DE%' LIMIT 1`)
      .get() as Company;
    const lei = company.ID_Lei!.toLowerCase().replace(/(.{4})/g, '$1 ');
    const [byLei] = await best({ lei });
    expect(byLei).toMatchObject({ company_id: company.company_id, match: true });
    const vat = `${company.ID_VatID!.slice(0, 2)} ${company.ID_VatID!.slice(2, 5)} ${company.ID_VatID!.slice(5)}`;
    const [byVat] = await best({ vat_id: vat, name: company.company_name });
    expect(byVat).toMatchObject({ company_id: company.company_id, match: true });
  });

  it('matches a former name and says so', async () => {
    const row = db
      .prepare(
        `SELECT e.company_id, e.old_value FROM company_events e JOIN companies c USING (company_id)
         WHERE e.type = 2 AND c.address_country = 'Germany' AND c.address_postcode IS NOT NULL LIMIT 1`,
      )
      .get() as { company_id: number; old_value: string };
    const company = db
      .prepare(`SELECT ${COLUMNS} FROM companies WHERE company_id = ?`)
      .get(row.company_id) as Company;
    const candidates = await best({
      name: row.old_value,
      postcode: company.address_postcode!,
      street: company.address_street!,
    });
    const found = candidates.find((c) => c.company_id === company.company_id);
    expect(found?.reasons.some((r) => r.feature === 'name' && r.verdict.startsWith('former'))).toBe(true);
    expect(candidates[0]?.company_id).toBe(company.company_id);
  });

  it('never accepts a name that several companies share without something that tells them apart', async () => {
    const shared = db
      .prepare(
        `SELECT company_name, MIN(address_city) AS city FROM companies
         GROUP BY company_name HAVING COUNT(*) > 1 ORDER BY COUNT(*) DESC LIMIT 1`,
      )
      .get() as { company_name: string; city: string };
    const candidates = await best({ name: shared.company_name });
    expect(candidates.length).toBeGreaterThan(1);
    expect(candidates.some((c) => c.match)).toBe(false);
    const withCity = await best({ name: shared.company_name, city: shared.city });
    expect(withCity.some((c) => c.match)).toBe(false);
  });

  it('answers every query in order and nothing for a company that is not there', async () => {
    const a = german(20);
    const b = german(21);
    const response = await match([
      { name: b.company_name, postcode: b.address_postcode },
      { name: 'Qwxyzzy Nichtvorhanden Handelsgesellschaft', postcode: '99999' },
      { name: a.company_name, postcode: a.address_postcode },
    ]);
    const { results } = ZMatchResponse.parse(response.json());
    expect(results.map((r) => r.candidates[0]?.company_id ?? null)).toEqual([
      b.company_id,
      null,
      a.company_id,
    ]);
    for (const result of results) expect(result.candidates.length).toBeLessThanOrEqual(5);
  });

  it('refuses too many queries, an empty query and unknown fields with translated errors', async () => {
    const tooMany = await match(
      Array.from({ length: MATCH_MAX_QUERIES + 1 }, () => ({ name: 'x' })),
      'de',
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'match_too_many_queries' });
    expect(tooMany.json().error).toContain('höchstens 100 Anfragen');
    const empty = await match([{ name: '  ' }]);
    expect(empty.json()).toMatchObject({ code: 'match_query_empty' });
    expect(empty.json().error).toContain('A query names no field.');
    expect((await match([])).json()).toMatchObject({ code: 'match_query_empty' });
    const unknown = await match([{ name: 'Weber', phone: '123' }], 'de');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'match_field_unknown' });
    expect(unknown.json().error).toContain('Feld, das der Abgleich nicht kennt');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/match',
      payload: { queries: [{ name: 'x' }] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes an API key and counts each query against its daily quota', async () => {
    const created = await user.request({
      method: 'POST',
      url: '/api/account/api-keys',
      payload: { name: 'CRM' },
    });
    const { key } = ZCreatedApiKey.parse(created.json());
    const company = german(30);
    const withKey = (queries: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/match',
        payload: { queries },
        headers: { authorization: `Bearer ${key}` },
        remoteAddress: clientAddress(),
      });
    const three = Array.from({ length: 3 }, () => ({
      name: company.company_name,
      postcode: company.address_postcode,
    }));
    const response = await withKey(three);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['ratelimit-remaining']).toBe(String(API_KEY_REQUESTS_PER_DAY - 3));
    // Still read-only elsewhere.
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/lists',
      payload: { name: 'x' },
      headers: { authorization: `Bearer ${key}` },
    });
    expect(change.json().code).toBe('api_key_read_only');
    // A call whose queries would pass the quota is refused whole: only the call itself counted.
    const limits = t.stores.accounts.limits;
    await limits.hit(`quota:apikey:${user.userId}`, 86_400_000, { by: API_KEY_REQUESTS_PER_DAY - 5 });
    const over = await withKey(three);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('api_key_quota');
    expect((await limits.read(`quota:apikey:${user.userId}`))?.count).toBe(API_KEY_REQUESTS_PER_DAY - 1);
    const spec = (await t.app.inject('/api/openapi.json')).json();
    expect(spec.paths['/api/match'].post.security).toContainEqual({ apiKey: [] });
  });
});

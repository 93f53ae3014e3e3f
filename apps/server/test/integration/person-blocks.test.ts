import {
  ZAuditResponse,
  ZCompanyDetail,
  ZContactsResponse,
  ZNetworkResponse,
  ZPersonBlockResponse,
  ZPersonBlocksResponse,
  ZSearchResponse,
} from '@fd/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { runOperatorCommand } from '../../src/modules/operator/role-command';
import { createBlockSet } from '../../src/modules/privacy/block-set';
import { withoutBlockedPeople } from '../../src/modules/privacy/blocked-store';
import { type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

/**
 * Blocking a person after a privacy request (docs/decisions/171), on both engines: the pages
 * answer 410, every other surface leaves the person out, and a second app on the same store
 * sees a block once its set is refreshed.
 */
describe('person blocks', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let operator: SignedInUser;
  let user: SignedInUser;
  /** A company with a keyed representative whose appointment is one of the company's events. */
  let cid = 0;
  let person = { key: '', name: '' };
  /** An employee of a company, and that company. */
  let employee = { id: 0, name: '', companyId: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    // A second app on the same stores, as a second server or worker process: its own block set.
    second = await buildApp(t.config, t.stores, { logger: false });
    await second.ready();
    operator = await signIn(t, 'opblocks');
    user = await signIn(t, 'blockviewer');
    await runOperatorCommand(['add', operator.email], t.stores.accounts, 'en');
    const { companyDetail, events } = t.stores.companies;
    for (let id = 1; id < 400 && (cid === 0 || employee.id === 0); id++) {
      if (cid === 0) {
        const keyed = (await companyDetail.representatives(id)).find((r) => r.person?.startsWith('p'));
        const named = (await events.ofCompany(id, 1000)).some((e) => e.details.person?.key === keyed?.person);
        if (keyed && named) [cid, person] = [id, { key: keyed.person ?? '', name: keyed.name }];
      }
      const [first] = employee.id === 0 ? await companyDetail.employees(id) : [];
      if (first) employee = { id: first.employee_id, name: first.fullName, companyId: id };
    }
    expect(cid).toBeGreaterThan(0);
    expect(employee.id).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const block = (target: string, as = operator) =>
    as.request({ method: 'POST', url: '/api/operator/person-blocks', payload: { person: target } });
  const detail = async (companyId: number, app = t.app) =>
    ZCompanyDetail.parse((await app.inject(`/api/companies?cid=${companyId}`)).json());
  const personPage = (key: string, app = t.app, lang = 'de') =>
    app.inject({ url: `/api/people/${encodeURIComponent(key)}`, headers: { 'x-lang': lang } });
  const employeeSearchAnswer = async (name: string) =>
    ZSearchResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/search',
          payload: {
            entity: 'companies_employees',
            performanceIndicators: [{ indicator: 'keyword', operator: 'must', values: [name] }],
          },
        })
      ).json(),
    );
  const employeeSearch = async (name: string) =>
    (await employeeSearchAnswer(name)).results as { employee_id: number }[];

  it('is the operator’s: 401 anonymous, 403 to other users, 404 for no person, 400 for no page key', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/operator/person-blocks',
      payload: { person: person.key },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await block(person.key, user)).statusCode).toBe(403);
    expect((await block('p-nobody-has-this-key')).json()).toMatchObject({ code: 'person_not_found' });
    expect((await block('e999999999')).statusCode).toBe(404);
    // A target that is no page key at all is bad input.
    expect((await block('x1')).statusCode).toBe(400);
  });

  it('takes a representative off every surface, and the person page answers 410', async () => {
    expect((await personPage(person.key)).statusCode).toBe(200);
    expect((await personPage(person.key, second)).statusCode).toBe(200);
    const before = await detail(cid);
    expect(before.representatives.map((r) => r.person)).toContain(person.key);
    const eventBefore = before.events.find((e) => e.details.person?.key === person.key);
    expect(eventBefore).toBeDefined();

    const blocked = await block(person.key);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(ZPersonBlockResponse.parse(blocked.json()).changed).toBe(true);
    expect(ZPersonBlockResponse.parse((await block(person.key)).json()).changed).toBe(false);

    for (const lang of ['de', 'en'] as const) {
      const gone = await personPage(person.key, t.app, lang);
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toMatchObject({
        code: 'person_gone',
        error:
          lang === 'de'
            ? 'Zu dieser Person zeigen wir keine Angaben.'
            : 'We show no information about this person.',
      });
    }
    const after = await detail(cid);
    expect(after.representatives.map((r) => r.person)).not.toContain(person.key);
    expect(after.events.some((e) => e.details.person?.key === person.key)).toBe(false);
    expect(after.company.ceo).not.toBe(person.name);
    for (const depth of [1, 2]) {
      const network = ZNetworkResponse.parse(
        (await t.app.inject(`/api/companies/${cid}/network?depth=${depth}`)).json(),
      );
      expect(network.nodes.map((node) => node.id)).not.toContain(person.key);
    }
    // The event feed (and the webhooks and MCP tools that read it) reads events through the same store.
    const feedStore = withoutBlockedPeople(
      t.stores.companies,
      createBlockSet({
        repository: t.stores.accounts.personBlocks,
        keys: t.stores.companies.keys,
        refreshMs: 0,
      }),
    );
    const at = { changeId: 0, eventId: (eventBefore?.event_id ?? 0) - 1 };
    const all = { types: null, countries: null };
    expect((await t.stores.companies.events.feed(at, all, 1)).events[0]?.event_id).toBe(
      eventBefore?.event_id,
    );
    expect((await feedStore.events.feed(at, all, 1)).events).toEqual([]);
  });

  it('reaches a second app on the same store when its set is refreshed', async () => {
    // Within its refresh interval the second app still answers from the set it read before.
    expect((await personPage(person.key, second)).statusCode).toBe(200);
    await second.refreshPersonBlocks();
    expect((await personPage(person.key, second)).statusCode).toBe(410);
    expect((await detail(cid, second)).representatives.map((r) => r.person)).not.toContain(person.key);
  });

  it('takes an employee off the company page, search and the contacts book; the page answers 410', async () => {
    const saved = await user.request({
      method: 'POST',
      url: '/api/contacts',
      payload: { employee_id: employee.id, note: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await employeeSearch(employee.name)).map((r) => r.employee_id)).toContain(employee.id);
    const totalBefore = (await employeeSearchAnswer(employee.name)).total;

    expect((await block(`e${employee.id}`)).statusCode).toBe(200);
    // The total counts only the people shown (issue 33: it was counted before the block filter).
    expect((await employeeSearchAnswer(employee.name)).total).toBe(totalBefore - 1);
    const page = await t.app.inject({
      url: `/api/employees?eid=${employee.id}`,
      headers: { 'x-lang': 'en' },
    });
    expect(page.statusCode).toBe(410);
    expect((await detail(employee.companyId)).employees.map((e) => e.employee_id)).not.toContain(employee.id);
    expect((await employeeSearch(employee.name)).map((r) => r.employee_id)).not.toContain(employee.id);
    const contacts = ZContactsResponse.parse((await user.request('/api/contacts')).json()).contacts;
    expect(contacts.map((c) => c.employee_id)).not.toContain(employee.id);
    const csv = await user.request('/api/contacts/export');
    expect(csv.body).not.toContain(employee.name);
  });

  it('lists the blocks, lifts one, and audits every change', async () => {
    const { blocks } = ZPersonBlocksResponse.parse(
      (await operator.request('/api/operator/person-blocks')).json(),
    );
    expect(blocks.map((b) => b.identity)).toEqual(
      expect.arrayContaining([`person:${person.key.slice(1)}`, expect.stringMatching(/^employee:/)]),
    );
    const lifted = await operator.request({
      method: 'POST',
      url: '/api/operator/person-blocks/remove',
      payload: {
        identity: `person:${person.key.slice(1)}`,
        reason: 'Die Person hat ihren Widerspruch zurückgezogen.',
      },
    });
    expect(ZPersonBlockResponse.parse(lifted.json()).changed).toBe(true);
    expect((await personPage(person.key)).statusCode).toBe(200);
    const audit = ZAuditResponse.parse((await operator.request('/api/operator/audit')).json()).entries;
    expect(audit.map((entry) => entry.action).slice(0, 4)).toEqual([
      'person.unblock',
      'person.block',
      'person.block',
      'person.block',
    ]);
    expect(audit[0]).toMatchObject({
      actor_email: operator.email,
      after: JSON.stringify({ blocked: false, reason: 'Die Person hat ihren Widerspruch zurückgezogen.' }),
    });
  });
});

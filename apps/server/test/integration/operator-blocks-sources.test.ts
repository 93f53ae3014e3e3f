import {
  ZAuditResponse,
  ZPersonBlockResponse,
  ZPersonBlocksResponse,
  ZPrivacyRequestFiled,
  ZSyncRunsResponse,
} from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../auth-helpers';
import { type SignedInUser, signIn, uniqueEmail } from '../factories';
import type { TestApp } from '../helpers';
import { createOperatorTestApp } from '../mail-keeping-app';

/**
 * The console's blocked people and data sources (docs/decisions/178, 179), on both engines:
 * a block lists the request that set it, lifting it needs a reason that the audit log keeps,
 * and the sync runs of each source are listed with their errors, for operators only.
 */
describe('operator console: blocked people and data sources', () => {
  let t: TestApp;
  let operator: SignedInUser;
  let personKey = '';

  beforeAll(async () => {
    ({ t, operator } = await createOperatorTestApp('opblocklift'));
    for (let id = 200; id < 400 && personKey === ''; id++)
      personKey =
        (await t.stores.companies.companyDetail.representatives(id)).find((r) => r.person?.startsWith('p'))
          ?.person ?? '';
    expect(personKey).not.toBe('');
  });
  afterAll(() => t?.close());

  const identity = () => `person:${personKey.slice(1)}`;
  const blocks = async () =>
    ZPersonBlocksResponse.parse((await operator.request('/api/operator/person-blocks')).json()).blocks;
  const lift = (payload: object, lang = 'de') =>
    operator.request({
      method: 'POST',
      url: '/api/operator/person-blocks/remove',
      payload,
      headers: { 'x-lang': lang },
    });

  it('lists a block with the request that set it, and lifts it only with a reason, audited', async () => {
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/privacy-requests',
      payload: {
        name: 'Erika Muster',
        email: uniqueEmail('lifted'),
        about: `http://localhost:3000/dashboard/people/${personKey}`,
        kind: 'objection',
        message: 'Bitte entfernen Sie meine Daten.',
      },
      remoteAddress: clientAddress(),
    });
    const { request_id } = ZPrivacyRequestFiled.parse(filed.json());
    const decided = await operator.request({
      method: 'POST',
      url: `/api/operator/privacy-requests/${request_id}/block`,
      payload: { person: personKey },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await blocks()).find((b) => b.identity === identity())).toMatchObject({
      request_id,
      blocked_by: operator.email,
    });

    for (const [payload, lang, text] of [
      [{ identity: identity() }, 'de', 'Bitte geben Sie an, warum die Sperre aufgehoben wird.'],
      [{ identity: identity(), reason: '  ' }, 'en', 'Please say why the block is lifted.'],
    ] as const) {
      const refused = await lift(payload, lang);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'unblock_reason_required' });
      expect(refused.json().error).toContain(text);
    }
    expect((await t.app.inject(`/api/people/${encodeURIComponent(personKey)}`)).statusCode).toBe(410);

    const reason = 'Die Person hat ihren Widerspruch zurückgezogen.';
    const lifted = await lift({ identity: identity(), reason: ` ${reason} ` });
    expect(ZPersonBlockResponse.parse(lifted.json()).changed).toBe(true);
    expect((await blocks()).some((b) => b.identity === identity())).toBe(false);
    expect((await t.app.inject(`/api/people/${encodeURIComponent(personKey)}`)).statusCode).toBe(200);
    const audit = ZAuditResponse.parse(
      (await operator.request('/api/operator/audit?action=person.unblock')).json(),
    ).entries;
    expect(audit[0]).toMatchObject({
      actor_email: operator.email,
      target: identity(),
      before: JSON.stringify({ blocked: true }),
      after: JSON.stringify({ blocked: false, reason }),
    });
  });

  it('a block set in the console directly has no request', async () => {
    const set = await operator.request({
      method: 'POST',
      url: '/api/operator/person-blocks',
      payload: { person: personKey },
    });
    expect(ZPersonBlockResponse.parse(set.json()).changed).toBe(true);
    expect((await blocks()).find((b) => b.identity === identity())?.request_id).toBeNull();
  });

  it('lists the latest runs of each source, newest first, with the error of a failed run', async () => {
    const { sync } = t.stores;
    const run = async (source: 'gleif' | 'offeneregister', startedAt: string, error: string | null) => {
      const id = await sync.startRun({ source, kind: 'full', deltaWindow: null, startedAt, holder: 'test' });
      await sync.finishRun(id, {
        outcome: error ? 'failed' : 'succeeded',
        finishedAt: startedAt.replace('T10', 'T11'),
        publishedAt: null,
        bytes: 10,
        rowsRead: error ? 0 : 120,
        rowsKept: error ? 0 : 100,
        created: error ? 0 : 7,
        changed: error ? 0 : 3,
        unchanged: 0,
        durationMs: 1000,
        error,
        validators: null,
      });
      return id;
    };
    const first = await run('gleif', '2026-11-01T10:00:00.000Z', null);
    const failed = await run('gleif', '2026-11-02T10:00:00.000Z', 'HTTP 503 from the download');
    const other = await run('offeneregister', '2026-11-03T10:00:00.000Z', null);

    const { sources } = ZSyncRunsResponse.parse((await operator.request('/api/operator/sync-runs')).json());
    expect(sources.map((s) => s.source)).toEqual(['gleif', 'offeneregister']);
    const gleif = sources[0]?.runs ?? [];
    expect(gleif.map((r) => r.run_id).slice(0, 2)).toEqual([failed, first]);
    expect(gleif[0]).toMatchObject({
      outcome: 'failed',
      error: 'HTTP 503 from the download',
      started_at: '2026-11-02T10:00:00.000Z',
      finished_at: '2026-11-02T11:00:00.000Z',
    });
    expect(gleif[1]).toMatchObject({ outcome: 'succeeded', rows_read: 120, rows_kept: 100, error: null });
    expect(sources[1]?.runs.map((r) => r.run_id)).toContain(other);
    expect(sources[1]?.runs.map((r) => r.run_id)).not.toContain(first);

    const user = await signIn(t, 'syncviewer');
    expect((await t.app.inject('/api/operator/sync-runs')).statusCode).toBe(401);
    expect((await user.request('/api/operator/sync-runs')).statusCode).toBe(403);
  });
});

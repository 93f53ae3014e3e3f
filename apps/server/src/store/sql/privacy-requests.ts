import type { PersonCorrection } from '@fd/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { PrivacyRequestRepository, StoredPrivacyRequest } from '../types';
import { storedLang } from './query-layer';
import type { AccountTables } from './tables';
import type { PrivacyRequestsTable } from './tables-operator';

/** A stored request; the columns' check constraints hold its enums. */
function toRequest(row: Selectable<PrivacyRequestsTable>): StoredPrivacyRequest {
  return {
    request_id: Number(row.request_id),
    name: row.name,
    email: row.email,
    about: row.about,
    kind: row.kind as StoredPrivacyRequest['kind'],
    correction: row.correction,
    message: row.message,
    lang: storedLang(row.lang),
    status: row.status as StoredPrivacyRequest['status'],
    received_at: row.received_at,
    decided_at: row.decided_at,
    decided_by: row.decided_by,
    decision_reason: row.decision_reason,
    blocked_identity: row.blocked_identity,
    corrections: row.corrections === null ? null : (JSON.parse(row.corrections) as PersonCorrection[]),
  };
}

const mailedColumn = (mail: 'confirmation' | 'outcome') =>
  mail === 'confirmation' ? ('confirmation_mailed_at' as const) : ('outcome_mailed_at' as const);

/** Privacy requests and their decisions (docs/decisions/172). */
export function createPrivacyRequestRepository(db: Kysely<AccountTables>): PrivacyRequestRepository {
  const requests = () => db.selectFrom('privacy_requests').selectAll();
  return {
    async save(request) {
      const row = await db
        .insertInto('privacy_requests')
        .values({ ...request, status: 'open' })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRequest(row);
    },
    async list(status, limit) {
      const rows = await requests()
        .$if(status === 'open', (q) => q.where('status', '=', 'open'))
        .$if(status === 'decided', (q) => q.where('status', '!=', 'open'))
        .orderBy('received_at')
        .orderBy('request_id')
        .limit(limit)
        .execute();
      return rows.map(toRequest);
    },
    async get(requestId) {
      const row = await requests().where('request_id', '=', requestId).executeTakeFirst();
      return row ? toRequest(row) : null;
    },
    async decide(requestId, decision) {
      const row = await db
        .updateTable('privacy_requests')
        .set({
          status: decision.status,
          decided_at: new Date().toISOString(),
          decided_by: decision.decidedBy,
          decision_reason: decision.reason,
          blocked_identity: decision.blockedIdentity,
          corrections: decision.corrections ? JSON.stringify(decision.corrections) : null,
        })
        .where('request_id', '=', requestId)
        .where('status', '=', 'open')
        .returningAll()
        .executeTakeFirst();
      return row ? toRequest(row) : null;
    },
    async reopen(requestId) {
      await db
        .updateTable('privacy_requests')
        .set({ status: 'open', decided_at: null, decided_by: null, corrections: null })
        .where('request_id', '=', requestId)
        .execute();
    },
    async unmailed(email, mail) {
      const rows = await requests()
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .where(mailedColumn(mail), 'is', null)
        .$if(mail === 'outcome', (q) => q.where('status', '!=', 'open'))
        .orderBy('request_id')
        .execute();
      return rows.map(toRequest);
    },
    async markMailed(requestId, mail) {
      await db
        .updateTable('privacy_requests')
        .set({ [mailedColumn(mail)]: new Date().toISOString() })
        .where('request_id', '=', requestId)
        .execute();
    },
  };
}

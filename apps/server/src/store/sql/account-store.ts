import type { Kysely } from 'kysely';
import type { AccountStore } from '../types';
import { createApiKeyRepository } from './api-keys';
import { createDigestRepository } from './digest';
import { createInstallationRepository } from './installation';
import { createLimitRepository } from './limits';
import { createMailJobRepository } from './mail-jobs';
import { createMatchJobRepository } from './match-jobs';
import { createIssueReportRepository, createMessageRepository } from './messages';
import { createOperatorRepository } from './operator';
import { createUserAdminRepository } from './operator-users';
import { createPersonBlockRepository } from './person-blocks';
import { createPrivacyRequestRepository } from './privacy-requests';
import type { Engine } from './query-layer';
import type { AccountTables } from './tables';
import { createEmailTokenRepository, createSessionRepository, createUserRepository } from './users';
import { createWebhookRepository } from './webhooks';
import { createWorkspaceRepository } from './workspace';

/**
 * The account store, one implementation for both engines over Kysely: `db` speaks SQLite (the
 * account file, store/sqlite/record-db.ts) or PostgreSQL (the primary, store/postgres/account-sql.ts).
 * `close` releases what the engine's opener holds. `countersDb` takes the limit counters (a hit
 * on every limited request): on PostgreSQL a connection whose commits do not wait for the disk
 * (docs/decisions/198); by default `db`.
 */
export function createAccountStore(
  db: Kysely<AccountTables>,
  engine: Engine,
  close: () => Promise<void>,
  countersDb: Kysely<AccountTables> = db,
): AccountStore {
  return {
    engine,
    users: createUserRepository(db),
    sessions: createSessionRepository(db, engine),
    emailTokens: createEmailTokenRepository(db),
    workspace: createWorkspaceRepository(db, engine),
    issueReports: createIssueReportRepository(db),
    messages: createMessageRepository(db),
    limits: createLimitRepository(countersDb, engine),
    apiKeys: createApiKeyRepository(db, engine),
    digest: createDigestRepository(db, engine),
    mailJobs: createMailJobRepository(db, engine),
    matchJobs: createMatchJobRepository(db, engine),
    installation: createInstallationRepository(db),
    webhooks: createWebhookRepository(db, engine),
    operator: createOperatorRepository(db),
    userAdmin: createUserAdminRepository(db),
    personBlocks: createPersonBlockRepository(db),
    privacyRequests: createPrivacyRequestRepository(db),
    close,
  };
}

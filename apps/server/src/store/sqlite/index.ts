import { existsSync } from 'node:fs';
import type { AccountStore, CompanyStore } from '../types';
import {
  createEmailTokenRepository,
  createSessionRepository,
  createUserRepository,
} from './account-repositories';
import { createCompanyDetailRepository } from './company-detail-repository';
import { CompanyFilterIndex } from './company-filter-index';
import { createCompanyRepository } from './company-repository';
import { createCompanySearchRepository } from './company-search-repository';
import { ACCOUNT_MIGRATIONS, migrate, openDatabase, type SqliteDatabase } from './database';
import { createDatasetRepository } from './dataset-repository';
import { createEmployeeLookupRepository } from './employee-lookup-repository';
import { createEmployeeSearchRepository } from './employee-search-repository';
import { createDensityEstimator, createGazetteerRepository } from './gazetteer-repository';
import { createIssueReportRepository } from './issue-report-repository';
import { createKeyRepository } from './key-repository';
import { createMessageRepository } from './message-repository';
import { createNameIndexRepository } from './name-index-repository';
import { createWorkspaceRepository } from './workspace-repository';

export { buildSqliteDataset } from './dataset-build';

/** True when a complete dataset file exists (an interrupted build never has the final name). */
export function sqliteDatasetExists(path: string): boolean {
  return existsSync(path);
}

export function openSqliteDataset(path: string): SqliteDatabase {
  const db = openDatabase(path);
  migrate(db);
  return db;
}

/** The embedded company store, and the hook through which rows written by others come in. */
export interface SqliteCompanyStore extends CompanyStore {
  /** Takes changed rows (already in the file) into the in-memory index and tells the listeners. */
  companiesChanged(companyIds: number[]): void;
}

export function createSqliteCompanyStore(db: SqliteDatabase): SqliteCompanyStore {
  const filterIndex = new CompanyFilterIndex(db, createDensityEstimator(db));
  const names = createNameIndexRepository(db);
  const listeners: ((companyIds: number[]) => void)[] = [];
  const companiesChanged = (companyIds: number[]) => {
    filterIndex.refresh(companyIds);
    names.refresh(companyIds);
    for (const listener of listeners) listener(companyIds);
  };
  return {
    companiesChanged,
    onChange: (listener) => void listeners.push(listener),
    engine: 'sqlite',
    dataset: createDatasetRepository(db),
    names,
    companies: createCompanyRepository(db),
    keys: createKeyRepository(db),
    employeeLookup: createEmployeeLookupRepository(db),
    companySearch: createCompanySearchRepository(db, filterIndex),
    employeeSearch: createEmployeeSearchRepository(db),
    gazetteer: createGazetteerRepository(db),
    companyDetail: createCompanyDetailRepository(db, companiesChanged),
    async close() {
      if (db.open) db.close();
    },
  };
}

export function openSqliteAccountDatabase(path: string): SqliteDatabase {
  const db = openDatabase(path);
  migrate(db, ACCOUNT_MIGRATIONS);
  return db;
}

export function createSqliteAccountStore(db: SqliteDatabase): AccountStore {
  return {
    engine: 'sqlite',
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
    emailTokens: createEmailTokenRepository(db),
    workspace: createWorkspaceRepository(db),
    issueReports: createIssueReportRepository(db),
    messages: createMessageRepository(db),
    async close() {
      if (db.open) db.close();
    },
  };
}

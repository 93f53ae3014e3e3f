import { existsSync } from 'node:fs';
import type { Store } from '../types';
import {
  createEmailTokenRepository,
  createEmployeeLookupRepository,
  createSessionRepository,
  createUserRepository,
} from './account-repositories';
import { createCompanyDetailRepository } from './company-detail-repository';
import { CompanyFilterIndex } from './company-filter-index';
import { createCompanyRepository } from './company-repository';
import { createCompanySearchRepository } from './company-search-repository';
import { migrate, openDatabase } from './database';
import { createDatasetRepository } from './dataset-repository';
import { createEmployeeSearchRepository } from './employee-search-repository';
import { createDensityEstimator, createGazetteerRepository } from './gazetteer-repository';
import { createIssueReportRepository } from './issue-report-repository';
import { createMessageRepository } from './message-repository';
import { createNameIndexRepository } from './name-index-repository';
import { createWorkspaceRepository } from './workspace-repository';

export { buildSqliteDataset } from './dataset-build';

/** True when a complete dataset file exists (an interrupted build never has the final name). */
export function sqliteDatasetExists(path: string): boolean {
  return existsSync(path);
}

export function createSqliteStore(path: string): Store {
  const db = openDatabase(path);
  migrate(db);
  const filterIndex = new CompanyFilterIndex(db, createDensityEstimator(db));
  return {
    engine: 'sqlite',
    dataset: createDatasetRepository(db),
    names: createNameIndexRepository(db),
    companies: createCompanyRepository(db),
    messages: createMessageRepository(db),
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
    emailTokens: createEmailTokenRepository(db),
    employeeLookup: createEmployeeLookupRepository(db),
    companySearch: createCompanySearchRepository(db, filterIndex),
    employeeSearch: createEmployeeSearchRepository(db),
    gazetteer: createGazetteerRepository(db),
    companyDetail: createCompanyDetailRepository(db, (companyId, status) =>
      filterIndex.setActive(companyId, status === 'Active'),
    ),
    issueReports: createIssueReportRepository(db),
    workspace: createWorkspaceRepository(db),
    close() {
      if (db.open) db.close();
    },
  };
}

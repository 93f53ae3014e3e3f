import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Store } from '../store/types';
import { createAccountService } from './account/service';
import { createGoogleVerifier, type GoogleVerifier } from './auth/google';
import { createAuthService } from './auth/service';
import { createSessionService } from './auth/sessions';
import { createCompanyDetailService } from './companies/detail-service';
import { createTopCompaniesService } from './companies/top-companies';
import { createContactService } from './contact/service';
import { Geocoder } from './geo/geocoder';
import type { Mailer } from './mail/mailer';
import { createDashboardSearchService } from './search/dashboard-search';
import { NameSearch } from './search/name-search';
import { createSearchService } from './search/service';
import { createStatisticsService } from './statistics/service';
import { createSystemService } from './system/service';
import { createWorkspaceService } from './workspace/service';

export interface ServiceDeps {
  config: AppConfig;
  store: Store;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Tests verify ID tokens against their own key pair. */
  verifyGoogle?: GoogleVerifier;
}

/** Every service of the app, built once per app from the store, the mailer and the config. */
export function createServices(deps: ServiceDeps) {
  const sessions = createSessionService(deps.store);
  const names = new NameSearch(deps.store.names);
  const verifyGoogle =
    deps.verifyGoogle ?? createGoogleVerifier(deps.config.googleClientId, deps.config.googleJwksUrl);
  const search = createSearchService(deps.store, names);
  const topCompanies = createTopCompaniesService(deps.store);
  const statistics = createStatisticsService(deps.store);
  const system = createSystemService(deps.store, deps.config);
  const workspace = createWorkspaceService(deps.store);
  return {
    config: deps.config,
    store: deps.store,
    sessions,
    auth: createAuthService({ ...deps, sessions, verifyGoogle }),
    search,
    dashboardSearch: createDashboardSearchService({
      store: deps.store,
      names,
      geocoder: new Geocoder(deps.store.gazetteer),
    }),
    topCompanies,
    statistics,
    contact: createContactService(deps),
    system,
    account: createAccountService({ store: deps.store, sessions }),
    workspace,
    companyDetail: createCompanyDetailService({
      store: deps.store,
      // Refresh changes status and contact data only: top 500 rows carry the status.
      onCompanyChanged: () => topCompanies.invalidate(),
      onViewed: (userId, entityType, entityId) => workspace.recordView(userId, entityType, entityId),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

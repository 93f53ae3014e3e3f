import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { AppError } from '../errors';
import type { RemoteEngineClient } from '../search-engine';
import { engineThreadsFor } from '../store';
import type { MailJob, Stores } from '../store/types';
import { createAccountService } from './account/service';
import { createApiKeyService } from './api-keys/service';
import { createGoogleVerifier, type GoogleVerifier } from './auth/google';
import { createAuthService } from './auth/service';
import { createSessionService } from './auth/sessions';
import { createDigestService } from './changes/digest';
import { createWatchChangesService } from './changes/watch-changes';
import { createCompanyDetailService } from './companies/detail-service';
import { createPeopleService } from './companies/people-service';
import { createSimilarService } from './companies/similar-service';
import { createTopCompaniesService } from './companies/top-companies';
import { createInboxService } from './contact/inbox-service';
import { createContactService } from './contact/service';
import { createRenderPool } from './documents/render-pool';
import { createEventFeedService } from './events/feed-service';
import { Geocoder } from './geo/geocoder';
import { createInboundLimits } from './limits/inbound-limits';
import { createQuotas } from './limits/quotas';
import type { Mailer } from './mail/mailer';
import { createMatchJobRunner } from './matching/jobs/runner';
import { createMatchJobService } from './matching/jobs/service';
import { createMatcher, WARM_UP_NAMES } from './matching/matcher';
import { createReconciler } from './matching/reconcile';
import { createPersonService } from './network/person-service';
import { createNetworkService } from './network/service';
import { createOperatorService } from './operator/service';
import { createOperatorUsersService } from './operator/users-service';
import { createBlockSet } from './privacy/block-set';
import { withoutBlockedPeople } from './privacy/blocked-store';
import { createPersonBlocksService } from './privacy/blocks-service';
import { createPersonCorrections } from './privacy/corrections';
import { createPrivacyRequestsService } from './privacy/requests-service';
import { createDashboardSearchService } from './search/dashboard-search';
import { answeringUnavailable, inProcessSearchEngine } from './search/engine-side';
import { createSearchService } from './search/service';
import { createSourcesService } from './sources/service';
import { createStatisticsService } from './statistics/service';
import { createSystemService } from './system/service';
import { createWebhookDeliveries } from './webhooks/deliveries';
import { createWebhookSender } from './webhooks/sender';
import { createWebhookService } from './webhooks/service';
import { createExportFiles } from './workspace/export-files';
import { createRecentViews } from './workspace/recent';
import { createWorkspaceService } from './workspace/service';

export interface ServiceDeps {
  config: AppConfig;
  stores: Stores;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The machine's engine process (ENGINE_PROCESS=1): asked instead of this process's engine threads. */
  engine?: RemoteEngineClient;
  /** Tests verify ID tokens against their own key pair. */
  verifyGoogle?: GoogleVerifier;
}

/** Every service of the app, built once per app from the store, the mailer and the config. */
export function createServices(deps: ServiceDeps) {
  const { accounts } = deps.stores;
  // Every service reads people through the block set (docs/decisions/171).
  const blocks = createBlockSet({
    repository: accounts.personBlocks,
    keys: deps.stores.companies.keys,
    refreshMs: deps.config.personBlocksRefreshMs,
  });
  const companies = withoutBlockedPeople(deps.stores.companies, blocks);
  const sessions = createSessionService(accounts);
  // Searches reach the engine through its protocol, one message per request (docs/decisions/211):
  // in engine threads over the SQLite store's index, so that the thread that accepts requests
  // reads none of it; in this thread with ENGINE_THREADS=0 and on PostgreSQL; in the engine
  // process with ENGINE_PROCESS=1, which then answers the matcher's candidates too. The matcher
  // and the dashboard's name tiers keep this thread's name search.
  const local = inProcessSearchEngine(companies, deps.engine);
  const threads = deps.engine ? null : engineThreadsFor(deps.stores.companies, deps.config.engineThreads);
  const engine = answeringUnavailable(deps.engine ?? threads ?? local.client);
  const names = local.names;
  const verifyGoogle =
    deps.verifyGoogle ?? createGoogleVerifier(deps.config.googleClientId, deps.config.googleJwksUrl);
  const search = createSearchService(companies, engine);
  const topCompanies = createTopCompaniesService(companies);
  const statistics = createStatisticsService(companies);
  // In this process the searches are always there; the engine process is away while it restarts.
  const system = createSystemService(companies, deps.config, () => deps.engine?.connected ?? true);
  const quotas = createQuotas(accounts.limits);
  const workspace = createWorkspaceService({ accounts, companies, quotas });
  // A person page records its visit in the history, which names people through the page.
  const persons = createPersonService(companies, blocks, (userId, key) =>
    recentViews.recordPersonView(userId, key),
  );
  const recentViews = createRecentViews({ accounts, companies, persons });
  const render = createRenderPool(deps.config.exportThreads);
  const inbound = createInboundLimits(accounts.limits);
  const geocoder = new Geocoder(companies.gazetteer);
  const matcher = createMatcher({ repository: companies.matching, names });
  // The auth service owns the durable mail queue; the others put their jobs on it.
  const enqueue = (job: Pick<MailJob, 'kind' | 'email' | 'lang'>) => auth.enqueueMail(job);
  const webhookDeliveries = createWebhookDeliveries({
    accounts,
    events: companies.events,
    sender: createWebhookSender(deps.config.webhookAllowPrivate),
    mailer: deps.mailer,
    enqueue,
    publicUrl: deps.config.publicUrl,
    log: deps.log,
  });
  const personBlocks = createPersonBlocksService({ accounts, companies: deps.stores.companies, blocks });
  const privacyRequests = createPrivacyRequestsService({
    accounts,
    inbound,
    blocks: personBlocks,
    corrections: createPersonCorrections(deps.stores.companies),
    mailer: deps.mailer,
    enqueue,
  });
  const inbox = createInboxService({
    accounts,
    mailer: deps.mailer,
    enqueue,
  });
  const contact = createContactService({ ...deps, accounts, inbound, enqueue });
  const operator = createOperatorService({ accounts, companies, mailer: deps.mailer, enqueue });
  // Every mail a request acknowledges rides this one durable queue, by kind (docs/decisions/197).
  const auth = createAuthService({
    ...deps,
    accounts,
    sessions,
    verifyGoogle,
    mailSenders: {
      ...privacyRequests.mailSenders,
      ...webhookDeliveries.mailSenders,
      ...inbox.mailSenders,
      ...contact.mailSenders,
      ...operator.mailSenders,
    },
  });
  const matchJobRunner = createMatchJobRunner({ jobs: accounts.matchJobs, matcher, log: deps.log });
  // Changed companies, from this server or through the change sequence, pushed by the engine: top
  // 500 rows carry the status; after an import the derived figures were recomputed.
  engine.onApplied((companyIds) => {
    topCompanies.invalidate();
    statistics.invalidate();
    // No company listed: an import has finished and recomputed the derived figures.
    if (companyIds.length === 0) system.invalidate();
  });
  const dashboardSearch = createDashboardSearchService({
    store: companies,
    engine,
    names: names.tiers,
    geocoder,
  });
  // A city the gazetteer does not know (an imported company) ends the search's warm-up, not the start.
  const refusedOnly = (error: unknown) => {
    if (!(error instanceof AppError)) throw error;
  };
  const companyDetail = createCompanyDetailService({
    companies,
    accounts,
    onViewed: (userId, entityType, entityId) => recentViews.recordView(userId, entityType, entityId),
    isWatched: (userId, companyId) => workspace.isWatched(userId, companyId),
    render,
    onWatchedViewed: (userId, companyId) => workspace.markWatchedSeen(userId, companyId),
    quotas,
    inbound,
    blocks,
  });
  return {
    /**
     * Reads what the services otherwise read on first use and keep (dataset counts, the name
     * vocabulary, city names, the top 500) and matches a few of the top names: a serving
     * process calls it before it listens, so that these reads (docs/benchmarks.md#serving-processes)
     * and the matcher's first, unoptimised calls do not hold up its first requests. Then one
     * dashboard search around the first company, whose first run after a start held the loop
     * for 10–110 ms (docs/decisions/217). Meanwhile, off the loop, the render threads start and
     * build that company's financial report (its first use waited seconds for them).
     */
    async warmUp(): Promise<void> {
      // The engine threads read their engine and the name vocabulary before the first request.
      await threads?.ready();
      await system.health();
      await names.tiers.warmUp();
      await geocoder.warmUp();
      const top = (await topCompanies.page({ offset: 0, limit: WARM_UP_NAMES })).companies;
      const [first] = top;
      const documents = first ? companyDetail.warmUp(first.company_id) : Promise.resolve(0);
      try {
        await matcher.warmUp(top.map((company) => company.company_name));
        if (first) await dashboardSearch.warmUp(first.address_city, first.gegenstand).catch(refusedOnly);
      } finally {
        await documents;
      }
    },
    config: deps.config,
    render,
    limits: accounts.limits,
    quotas,
    apiKeys: createApiKeyService(accounts),
    sessions,
    auth,
    search,
    dashboardSearch,
    topCompanies,
    statistics,
    sources: createSourcesService({ ...deps.stores, companies }),
    eventFeed: createEventFeedService({ accounts, companies }),
    webhookDeliveries,
    webhooks: createWebhookService({
      accounts,
      deliveries: webhookDeliveries,
      allowPrivate: deps.config.webhookAllowPrivate,
    }),
    contact,
    inbox,
    system,
    account: createAccountService({ accounts, sessions, workspace, recentViews }),
    workspace,
    recentViews,
    exports: createExportFiles({ workspace, quotas, render }),
    watchChanges: createWatchChangesService({ workspace }),
    digest: createDigestService({
      accounts,
      workspace,
      mailer: deps.mailer,
      publicUrl: deps.config.publicUrl,
      log: deps.log,
    }),
    people: createPeopleService(companies),
    matcher,
    matchJobRunner,
    matchJobs: createMatchJobService({
      jobs: accounts.matchJobs,
      companies,
      quotas,
      runner: matchJobRunner,
      workspace,
      render,
    }),
    operator,
    operatorUsers: createOperatorUsersService(accounts),
    blocks,
    personBlocks,
    privacyRequests,
    reconciler: createReconciler(matcher, companies.matching, deps.config.publicUrl),
    network: createNetworkService(companies),
    similar: createSimilarService(companies, engine),
    persons,
    companyDetail,
  };
}

export type Services = ReturnType<typeof createServices>;

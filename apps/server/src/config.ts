import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { SYNC_SOURCES, type SyncSource } from '@fd/contract';
import { z } from 'zod';
import { serverFile } from './server-files';

/** The units of a duration variable (SYNC_EVERY, BACKUP_EVERY): minutes, hours, days. */
const DURATION_UNITS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** The longest SYNC_EVERY: a timer cannot wait much longer, and GLEIF's deltas reach back 31 days. */
const LONGEST_SYNC_PERIOD_MS = 7 * DURATION_UNITS.d;

/** '8h', '30m', '1d' (1 minute to 7 days) → milliseconds; null when it is not such a duration. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)\s*([mhd])$/.exec(text.trim());
  if (!match) return null;
  const ms = Number(match[1]) * DURATION_UNITS[match[2] as keyof typeof DURATION_UNITS];
  return ms > 0 && ms <= LONGEST_SYNC_PERIOD_MS ? ms : null;
}

/** 'gleif,offeneregister' → the sources; null when one of them is not a source. */
export function parseSyncSources(text: string): SyncSource[] | null {
  const names = text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (!names.every((name): name is SyncSource => (SYNC_SOURCES as readonly string[]).includes(name)))
    return null;
  return [...new Set(names)];
}

const httpUrl = () =>
  z.string().refine((value) => /^https?:\/\/[^\s/]+/.test(value), 'an http:// or https:// URL');

export const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_REPLICA_URLS: z.string().optional(),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Firmenradar <no-reply@firmenradar.at>'),
  OPERATOR_EMAIL: z.string().default('office@firmenradar.at'),
  PUBLIC_URL: z.string().url().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().default('https://www.googleapis.com/oauth2/v3/certs'),
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  DATASET_COMPANIES: z.coerce.number().int().min(0).max(10_000_000).default(250_000),
  DATASET_SEED: z.coerce.number().int().min(0).default(42),
  RATE_LIMIT_FACTOR: z.coerce.number().min(0.01).max(1_000_000).default(1),
  // Before RATE_LIMIT_FACTOR, which a bench cancels with a fraction (docs/decisions/203).
  EXPENSIVE_IN_FLIGHT: z.coerce.number().positive().max(1000).default(4),
  EXPENSIVE_IN_FLIGHT_ANONYMOUS: z.coerce.number().positive().max(1000).default(2),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  WEB_DIST: z.string().optional(),
  WORKERS: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  SEARCH_BUDGET_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  EXPORT_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  ENGINE_THREADS: z.coerce.number().int().min(0).max(16).default(2),
  ENGINE_PROCESS: z.enum(['0', '1']).default('0'),
  IMPORT_NICE: z.coerce.number().int().min(0).max(19).default(10),
  METRICS_TOKEN: z.string().min(16).optional(),
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  BACKUP_EVERY: z
    .string()
    .regex(/^[1-9]\d*[mhd]$/, 'a period such as 30m, 24h or 7d')
    .transform((period) => Number(period.slice(0, -1)) * DURATION_UNITS[period.slice(-1) as 'm' | 'h' | 'd'])
    .pipe(z.number().max(366 * DURATION_UNITS.d, 'at most 366d'))
    .optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  PERSON_BLOCKS_REFRESH_MS: z.coerce.number().int().min(0).max(60_000).default(60_000),
  SYNC_SOURCES: z
    .string()
    .default('')
    .refine(
      (value) => parseSyncSources(value) !== null,
      `a comma-separated list of ${SYNC_SOURCES.join(', ')}`,
    ),
  SYNC_EVERY: z
    .string()
    .default('8h')
    .refine((value) => parseDuration(value) !== null, 'a duration from 1m to 7d, such as 30m, 8h or 1d'),
  SYNC_FIRST_RUN_AFTER_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  GLEIF_GOLDEN_COPY_URL: httpUrl().default('https://goldencopy.gleif.org/api/v2/golden-copies/publishes'),
  OFFENEREGISTER_URL: httpUrl().default('https://daten.offeneregister.de/de_companies_ocdata.jsonl.bz2'),
});

export type DatabaseTarget =
  | { kind: 'sqlite'; path: string }
  | {
      kind: 'postgres';
      url: string;
      /** Streaming replicas for reads; writes go to `url`. */
      replicaUrls: string[];
      /** Where this server keeps its derived search index (a local file, rebuilt when missing). */
      indexDir: string;
      /**
       * Longest a statement of a serving process may run before PostgreSQL cancels it (0: no limit).
       * Bulk work (dataset copy, imports, db:copy) opens its own pools without it.
       */
      statementTimeoutMs: number;
    };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  smtpUrl: string | null;
  mailFrom: string;
  operatorEmail: string;
  /** Origin used in mailed links; defaults to http://HOST:PORT. */
  publicUrl: string;
  /**
   * The origin of PUBLIC_URL when it is set: then the only Origin a signed-in, state-changing
   * request may carry. Null without PUBLIC_URL (the request's own Host is taken then).
   */
  publicOrigin: string | null;
  googleClientId: string | null;
  googleJwksUrl: string;
  tileUrl: string;
  tileAttribution: string;
  dataset: { companies: number; seed: number };
  /** Multiplies every per-IP rate limit (test environments register many accounts from one address). */
  rateLimitFactor: number;
  /**
   * Expensive requests (documents, exports, broad searches) one client may have running at once,
   * signed in (an account, by session or API key) and anonymous (an address); before the factor.
   */
  expensiveInFlight: { signedIn: number; anonymous: number };
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  trustProxy: string | boolean;
  /** Built web app to serve; null serves the API only. */
  webDist: string | null;
  /** Server processes that accept requests (1 serves from the main process itself). */
  workers: number;
  /** Time a request's CPU-heavy work may take before it is stopped (0 stops every search: tests). */
  searchBudgetMs: number;
  /** Worker threads per process that build exports (CSV, XLSX, PDF) off the event loop. */
  exportThreads: number;
  /**
   * Engine threads per serving process that answer searches, suggestions and similar companies
   * (SQLite only, docs/decisions/211); 0 answers them on the thread that accepts requests (tests).
   */
  engineThreads: number;
  /**
   * With several workers: one engine process per machine answers them over `engineSocket`, its
   * engine threads instead of theirs (docs/decisions/211 step 5).
   */
  engineProcess: boolean;
  /** The engine process's Unix socket (in the data directory). */
  engineSocket: string;
  /** CPU niceness of an import run, so that servers on the same machine win the cores. */
  importNice: number;
  /** Bearer token that opens /metrics to other hosts than this one; null: localhost only. */
  metricsToken: string | null;
  /** Webhooks may go to private, loopback and link-local addresses (tests and intranets only; docs/security.md). */
  webhookAllowPrivate: boolean;
  /** Backups the primary process takes by itself (SQLite only): every `everyMs` (null: none), the newest `keep` kept. */
  backup: { everyMs: number | null; keep: number };
  /** How old the block set of docs/decisions/171 may be before a reader reloads it (at most a minute). */
  personBlocksRefreshMs: number;
  /** The register sync (issue 28): what the server's primary process syncs, how often, from where. */
  sync: {
    /** Sources the server syncs by itself; empty: nothing is scheduled. */
    sources: SyncSource[];
    everyMs: number;
    /** How long after the start the first run waits (for the workers to come up); at most `everyMs`. */
    firstRunAfterMs: number;
    /** GLEIF's golden-copy publishes API, without a trailing slash. */
    gleifUrl: string;
    offeneRegisterUrl: string;
  };
}

/** A database URL with its password replaced, fit for logs and error messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@');
  }
}

function postgresUrl(url: string, variable: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${variable} is not a valid URL: ${redactUrl(url)}`);
  }
  if (!parsed.hostname && !parsed.searchParams.get('host'))
    throw new Error(`${variable} names no host: ${redactUrl(url)}`);
  return url;
}

export function databaseTarget(
  url: string | undefined,
  dataDir: string,
  base = process.cwd(),
  replicaUrls?: string,
  statementTimeoutMs = 10_000,
): DatabaseTarget {
  if (!url) return { kind: 'sqlite', path: resolve(dataDir, 'firmenradar.sqlite') };
  if (url.startsWith('sqlite:')) return { kind: 'sqlite', path: resolve(base, url.slice('sqlite:'.length)) };
  if (/^postgres(ql)?:\/\//.test(url)) {
    const replicas = (replicaUrls ?? '')
      .split(',')
      .map((replica) => replica.trim())
      .filter(Boolean)
      .map((replica) => {
        if (!/^postgres(ql)?:\/\//.test(replica))
          throw new Error(
            `DATABASE_REPLICA_URLS: every entry must start with postgres:// (got "${redactUrl(replica)}")`,
          );
        return postgresUrl(replica, 'DATABASE_REPLICA_URLS');
      });
    return {
      kind: 'postgres',
      url: postgresUrl(url, 'DATABASE_URL'),
      replicaUrls: replicas,
      indexDir: dataDir,
      statementTimeoutMs,
    };
  }
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got "${redactUrl(url)}")`);
}

/** Reads the environment; a bad value stops the start with a message that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  // npm runs workspace scripts inside the workspace; relative paths mean the caller's directory.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = resolve(base, e.DATA_DIR);
  const displayHost = e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: databaseTarget(
      e.DATABASE_URL,
      dataDir,
      base,
      e.DATABASE_REPLICA_URLS,
      e.DATABASE_STATEMENT_TIMEOUT_MS,
    ),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    operatorEmail: e.OPERATOR_EMAIL,
    publicUrl: (e.PUBLIC_URL ?? `http://${displayHost}:${e.PORT}`).replace(/\/$/, ''),
    publicOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : null,
    googleClientId: e.GOOGLE_CLIENT_ID ?? null,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    tileUrl: e.TILE_URL,
    tileAttribution: e.TILE_ATTRIBUTION,
    dataset: { companies: e.DATASET_COMPANIES, seed: e.DATASET_SEED },
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    expensiveInFlight: { signedIn: e.EXPENSIVE_IN_FLIGHT, anonymous: e.EXPENSIVE_IN_FLIGHT_ANONYMOUS },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === undefined ? false : e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY,
    webDist: e.WEB_DIST === undefined ? serverFile('../../web/dist') : e.WEB_DIST || null,
    workers: e.WORKERS,
    searchBudgetMs: e.SEARCH_BUDGET_MS,
    exportThreads: e.EXPORT_THREADS,
    engineThreads: e.ENGINE_THREADS,
    engineProcess: e.ENGINE_PROCESS === '1',
    engineSocket: resolve(dataDir, 'engine.sock'),
    importNice: e.IMPORT_NICE,
    metricsToken: e.METRICS_TOKEN ?? null,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    backup: { everyMs: e.BACKUP_EVERY ?? null, keep: e.BACKUP_KEEP },
    personBlocksRefreshMs: e.PERSON_BLOCKS_REFRESH_MS,
    sync: {
      sources: parseSyncSources(e.SYNC_SOURCES) ?? [],
      everyMs: parseDuration(e.SYNC_EVERY) ?? 0,
      firstRunAfterMs: e.SYNC_FIRST_RUN_AFTER_MS,
      gleifUrl: e.GLEIF_GOLDEN_COPY_URL.replace(/\/+$/, ''),
      offeneRegisterUrl: e.OFFENEREGISTER_URL,
    },
  };
}

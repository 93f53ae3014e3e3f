import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import { createOutboxMailer, type Mailer } from '../src/modules/mail/mailer';
import { openStores } from '../src/store';
import type { Stores } from '../src/store/types';
import { createPostgresInstall } from './postgres';

export interface TestApp {
  app: FastifyInstance;
  stores: Stores;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real app on the install in `dataDir` (and `DATABASE_URL` in `env`, if given), with an outbox
 * mailer unless SMTP_URL or `mailer` says otherwise. Closing it closes the app and the stores only.
 */
export async function openTestApp(
  dataDir: string,
  env: Record<string, string> = {},
  mailer?: Mailer,
): Promise<TestApp> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    PUBLIC_URL: 'http://localhost:3000',
    // Each engine thread starts tsx (seconds per file): the suite answers searches in the test's
    // thread; the files that test the threads, the compiled server and e2e run with them.
    ENGINE_THREADS: '0',
    ...env,
  });
  const stores = await openStores(config.database, () => {});
  // Without SMTP_URL the app writes an outbox itself; an explicit mailer overrides both.
  const outbox =
    mailer ??
    (config.smtpUrl
      ? undefined
      : createOutboxMailer(join(dataDir, 'outbox'), config.mailFrom, pino({ level: 'silent' })));
  const app = await buildApp(config, stores, { mailer: outbox, logger: false });
  await app.ready();
  return {
    app,
    stores,
    config,
    dataDir,
    async close() {
      await app.close();
      await stores.close();
    },
  };
}

/** A real app on a private copy of the shared test dataset, with an outbox mailer. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    /** An install to reopen: its data directory is used as it is and kept on close. */
    dataDir?: string;
  } = {},
): Promise<TestApp> {
  const onPostgres = process.env.FD_TEST_ENGINE === 'postgres';
  if (onPostgres && options.dataDir) throw new Error('Reopening an install is tested on SQLite files only.');
  const postgres = onPostgres ? await createPostgresInstall() : null;
  const dataDir = options.dataDir ?? postgres?.dataDir ?? mkdtempSync(join(tmpdir(), 'fd-test-'));
  if (!options.dataDir && !postgres)
    copyFileSync(inject('datasetTemplate'), join(dataDir, 'firmenradar.sqlite'));
  const t = await openTestApp(
    dataDir,
    {
      ...(postgres ? { DATABASE_URL: postgres.target.url } : {}),
      ...options.env,
    },
    options.mailer,
  );
  return {
    ...t,
    async close() {
      await t.close();
      if (postgres) await postgres.drop();
      else if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

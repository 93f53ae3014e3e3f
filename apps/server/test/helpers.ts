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
  const config = loadConfig({
    ...(postgres ? { DATABASE_URL: postgres.target.url } : {}),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const stores = await openStores(config.database, () => {});
  // Without SMTP_URL the app writes an outbox itself; an explicit mailer overrides both.
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? undefined
      : createOutboxMailer(join(dataDir, 'outbox'), config.mailFrom, pino({ level: 'silent' })));
  const app = await buildApp(config, stores, { mailer, logger: false });
  await app.ready();
  return {
    app,
    stores,
    config,
    dataDir,
    async close() {
      await app.close();
      await stores.close();
      if (postgres) await postgres.drop();
      else if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

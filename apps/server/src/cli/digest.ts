/**
 * npm run digest
 * Sends the daily digests that are due now (users who opted in, with changes at watched
 * companies and no digest yet today) through the configured mailer, then exits. Safe to run
 * while servers run their own daily timer: each digest goes out once.
 */
import pino from 'pino';
import { loadConfig } from '../config';
import { createDigestService } from '../modules/changes/digest';
import { createQuotas } from '../modules/limits/quotas';
import { createMailer } from '../modules/mail/mailer';
import { createWorkspaceService } from '../modules/workspace/service';
import { openStores } from '../store';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const stores = await openStores(config.database, (message) => log.info(message));
  const mailer = createMailer(config, log);
  try {
    const workspace = createWorkspaceService({
      accounts: stores.accounts,
      companies: stores.companies,
      quotas: createQuotas(stores.accounts.limits),
    });
    const digest = createDigestService({
      accounts: stores.accounts,
      workspace,
      mailer,
      publicUrl: config.publicUrl,
      log,
    });
    const sent = await digest.sendDue();
    console.log(`digest: ${sent} ${sent === 1 ? 'mail' : 'mails'} sent`);
  } finally {
    await mailer.close();
    await stores.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { join } from 'node:path';
import pino from 'pino';
import { expect } from 'vitest';
import { createOutboxMailer, type Mailer, type OutgoingMail } from '../src/modules/mail/mailer';
import { runOperatorCommand } from '../src/modules/operator/role-command';
import { type SignedInUser, signIn } from './factories';
import { createTestApp, type TestApp } from './helpers';

export interface OperatorTestApp {
  t: TestApp;
  /** A signed-in user with the operator role, granted by the command an installation uses. */
  operator: SignedInUser;
  /** Every mail the app sent, in order. */
  mails: OutgoingMail[];
}

/**
 * A test app whose mails are kept in `mails` and also written to the outbox (sign-up reads its
 * links from there).
 */
export async function createMailKeepingTestApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; mails: OutgoingMail[] }> {
  const mails: OutgoingMail[] = [];
  let outbox: Mailer | null = null;
  const t = await createTestApp({
    env,
    mailer: {
      send: async (mail) => {
        mails.push(mail);
        await outbox?.send(mail);
      },
      close: async () => {},
    },
  });
  outbox = createOutboxMailer(join(t.dataDir, 'outbox'), t.config.mailFrom, pino({ level: 'silent' }));
  return { t, mails };
}

/** A test app for the operator console: mails kept as above, and one user made operator. */
export async function createOperatorTestApp(operatorName: string): Promise<OperatorTestApp> {
  const { t, mails } = await createMailKeepingTestApp();
  const operator = await signIn(t, operatorName);
  expect(await runOperatorCommand(['add', operator.email], t.stores.accounts, 'en')).toMatchObject({
    code: 0,
  });
  return { t, operator, mails };
}

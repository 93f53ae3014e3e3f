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
 * A test app for the operator console: its mails are kept in `mails` and also written to the
 * outbox (sign-up reads its links from there), and one user is made operator.
 */
export async function createOperatorTestApp(operatorName: string): Promise<OperatorTestApp> {
  const mails: OutgoingMail[] = [];
  let outbox: Mailer | null = null;
  const t = await createTestApp({
    mailer: {
      send: async (mail) => {
        mails.push(mail);
        await outbox?.send(mail);
      },
      close: async () => {},
    },
  });
  outbox = createOutboxMailer(join(t.dataDir, 'outbox'), t.config.mailFrom, pino({ level: 'silent' }));
  const operator = await signIn(t, operatorName);
  expect(await runOperatorCommand(['add', operator.email], t.stores.accounts, 'en')).toMatchObject({
    code: 0,
  });
  return { t, operator, mails };
}

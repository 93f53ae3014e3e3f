import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Mailer, OutgoingMail } from '../../src/modules/mail/mailer';
import { clientAddress, startSmtpServer } from '../auth-helpers';
import { accountRow, accountUpdate, requesterFor, type SignedInUser } from '../factories';
import { freePort } from '../faults/server-process';
import type { TestApp } from '../helpers';
import { createOperatorTestApp } from '../mail-keeping-app';

/**
 * The report decision mail and the operator's copy of a contact message ride the durable mail
 * queue (docs/decisions/197): queued when the request answers, retried after an SMTP outage, and
 * sent by another process when the one that answered stops. On both engines.
 */
describe('operator mails through the durable queue', () => {
  let t: TestApp;
  let operator: SignedInUser;
  const apps: FastifyInstance[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    ({ t, operator } = await createOperatorTestApp('opqueue'));
    // The sign-ins are done: from here on, only the apps a test builds send the queue's mails.
    await t.app.close();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    for (const app of apps.splice(0)) await app.close();
  });
  afterAll(() => t?.stores.close());

  /** Another server process on the same stores, with its own mail queue and mailer. */
  async function server(options: { smtpUrl?: string; mailer?: Mailer }) {
    const app = await buildApp({ ...t.config, smtpUrl: options.smtpUrl ?? null }, t.stores, {
      logger: false,
      ...(options.mailer ? { mailer: options.mailer } : {}),
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  /** An anonymous POST to `app`. */
  const post = (app: FastifyInstance, url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: clientAddress() });

  async function reportAndAccept(app: FastifyInstance, reporterEmail: string) {
    const reported = await post(app, '/api/reports', {
      entityType: 'company',
      entityId: 4,
      issueType: 'incorrect_data',
      description: `Die Website ist veraltet (${reporterEmail}).`,
      userEmail: reporterEmail,
    });
    expect(reported.statusCode).toBe(200);
    const id = reported.json().report_id as number;
    const accepted = await requesterFor(
      { ...t, app },
      operator.cookie,
    )({
      method: 'POST',
      url: `/api/operator/reports/${id}/accept`,
      payload: { correction: { field: 'contact_website', value: `https://queue-${id}.example.at` } },
    });
    expect(accepted.statusCode).toBe(200);
    return id;
  }

  /** Time passes: the queue's jobs fall due (a retry's wait or a dead process's lease has ended). */
  const later = () => accountUpdate(t, 'UPDATE mail_jobs SET due_at = 0');

  const jobsOf = async (email: string) =>
    await accountRow(t, 'SELECT kind, attempts FROM mail_jobs WHERE email = ?', email);

  it('queues the mails while SMTP is down, and sends them once it is back', async () => {
    const port = await freePort();
    const app = await server({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const reporter = `queue-reporter-${process.pid}@example.at`;
    const id = await reportAndAccept(app, reporter);
    const sender = `queue-sender-${process.pid}@example.at`;
    const contact = await post(app, '/api/contact', {
      name: 'Anna Huber',
      email: sender,
      company: '',
      subject: 'Warteschlange',
      message: 'Kommt das an?',
    });
    expect(contact.statusCode).toBe(200);
    await app.accountMailsSent();
    // Both answers came; both mails wait in the queue after a failed first attempt.
    expect(await jobsOf(reporter)).toMatchObject({ kind: 'report-decided', attempts: 1 });
    expect(await jobsOf(sender)).toMatchObject({ kind: 'message-received', attempts: 1 });

    const smtp = await startSmtpServer(port);
    cleanups.push(() => smtp.close());
    await later();
    await app.accountMailsSent();
    const toReporter = smtp.received.filter((mail) => mail.to.includes(reporter));
    expect(toReporter).toHaveLength(1);
    expect(toReporter[0]?.raw).toContain(`Subject: Ihre Meldung Nr. ${id} an Firmenradar`);
    const toOperator = smtp.received.filter((mail) => mail.to.includes(t.config.operatorEmail));
    expect(toOperator.map((mail) => mail.raw).join('\n')).toContain('Subject: [contact] Warteschlange');
    expect(await jobsOf(reporter)).toBeUndefined();
    expect(await jobsOf(sender)).toBeUndefined();
    // Sent once: a later job for the same address mails nothing again.
    expect(
      await accountRow(t, 'SELECT decision_mailed_at FROM issue_reports WHERE report_id = ?', id),
    ).toEqual({
      decision_mailed_at: expect.any(String),
    });
  });

  it('loses no decision mail when the process that answered stops while sending it', async () => {
    let sending: () => void = () => {};
    const underWay = new Promise<void>((resolve) => {
      sending = resolve;
    });
    let release: () => void = () => {};
    const stuck: Mailer = {
      send: () =>
        new Promise<void>((resolve) => {
          release = resolve;
          sending();
        }),
      close: async () => {},
    };
    const first = await server({ mailer: stuck });
    // Let go at the end, so that the first process can close.
    cleanups.push(async () => release());
    const reporter = `queue-stopped-${process.pid}@example.at`;
    const id = await reportAndAccept(first, reporter);
    // The answer is out; the mail is under way and this process never finishes it.
    await underWay;
    expect(await jobsOf(reporter)).toMatchObject({ kind: 'report-decided', attempts: 1 });

    const mails: OutgoingMail[] = [];
    const second = await server({
      mailer: { send: async (mail) => void mails.push(mail), close: async () => {} },
    });
    await second.accountMailsSent();
    expect(mails).toEqual([]); // the first process's lease still holds
    await later();
    await second.accountMailsSent();
    expect(mails).toMatchObject([{ to: reporter, subject: `Ihre Meldung Nr. ${id} an Firmenradar` }]);
    expect(await jobsOf(reporter)).toBeUndefined();
  });
});

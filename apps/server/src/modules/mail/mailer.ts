import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** The plain-text part; every mail has one. */
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

const LINK = /https?:\/\/\S+/g;

/**
 * Real SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file to
 * `<DATA_DIR>/outbox/` and its links are logged, so sign-up works without a mail server.
 */
export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
      async close() {
        transport.close();
      },
    };
  }
  return createOutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, log);
}

export function createOutboxMailer(outboxDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(outboxDir, `${stamp}-${String(++sequence).padStart(4, '0')}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info(
        { to: mail.to, subject: mail.subject, file, links: mail.text.match(LINK) ?? [] },
        'mail written to outbox',
      );
    },
    async close() {},
  };
}

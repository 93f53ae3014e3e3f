import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { Mailer, OutgoingMail } from '../src/modules/mail/mailer';

export interface ReceivedDelivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local HTTP server standing in for a webhook's receiver: it records every request and
 * answers each path with the status `answer` gives (200 unless set).
 */
export async function startReceiver() {
  const received: ReceivedDelivery[] = [];
  const answers = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answers.get(path) ?? 200;
      response.writeHead(
        status,
        status >= 300 && status < 400 ? { location: 'http://169.254.169.254/' } : {},
      );
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    at: (path: string) => received.filter((delivery) => delivery.path === path),
    answer(path: string, status: number) {
      answers.set(path, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Whether a delivery carries the signature of its raw body under `secret`. */
export function signedWith(delivery: ReceivedDelivery, secret: string): boolean {
  const expected = `sha256=${createHmac('sha256', secret).update(delivery.body).digest('hex')}`;
  return delivery.headers['x-firmenradar-signature'] === expected;
}

/** A mailer that keeps what it was given. */
export function recordingMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    async close() {},
  };
}

export const silentLog = pino({ level: 'silent' });

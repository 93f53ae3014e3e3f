import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { SMTPServer } from 'smtp-server';
import type { TestApp } from './helpers';

export const ORIGIN = 'http://localhost:3000';

/** The newest mail in the outbox, as text, and the first link in it. */
export function lastOutboxMail(dataDir: string): { raw: string; link: string | null } {
  const outbox = join(dataDir, 'outbox');
  const files = readdirSync(outbox).sort();
  const raw = readFileSync(join(outbox, files[files.length - 1]!), 'utf8');
  return { raw, link: firstLink(raw) };
}

export function outboxCount(dataDir: string): number {
  try {
    return readdirSync(join(dataDir, 'outbox')).length;
  } catch {
    return 0;
  }
}

/** Links in the plain-text part (quoted-printable soft breaks undone). */
export function firstLink(raw: string): string | null {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https?:\/\/[^\s"<]+/.exec(text)?.[0] ?? null;
}

export function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'fr_session');
  if (!cookie) throw new Error('no session cookie set');
  return cookie.value;
}

let clientCounter = 0;
/** A different client address per call, so that per-IP limits only bite where a test wants them. */
export function clientAddress(): string {
  clientCounter++;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

export async function registerAndVerify(t: TestApp, email: string, password = 'correct horse 42') {
  await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { fullname: 'Test User', email, password },
    remoteAddress: clientAddress(),
  });
  await t.app.accountMailsSent();
  const { link } = lastOutboxMail(t.dataDir);
  await t.app.inject(link!.replace(/^https?:\/\/[^/]+/, ''));
  return { email, password };
}

export async function login(t: TestApp, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: clientAddress(),
  });
}

/** A local SMTP server that keeps what it receives (on `port`, or on a free one). */
export async function startSmtpServer(port = 0) {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A key pair of our own and a JWKS endpoint on localhost that serves its public half. */
export async function startJwksServer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/certs`,
    async sign(claims: JWTPayload & Record<string, unknown>, expiresIn = '1h') {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuedAt()
        .setIssuer('https://accounts.google.com')
        .setExpirationTime(expiresIn)
        .sign(privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

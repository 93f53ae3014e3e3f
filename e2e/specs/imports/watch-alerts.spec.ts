/**
 * Alerts end to end (issue 29): a user watches an imported company for management changes
 * only, a newer OffeneRegister file appoints a new managing director (and lets the old one go),
 * and the alert shows on the watch list, in the daily digest (the server's outbox) and at a
 * local webhook receiver (the e2e server allows private addresses, WEBHOOK_ALLOW_PRIVATE).
 * Runs after imported-company.spec.ts, whose first publications it reuses when they are there.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { findImported, importFirstPublications, importFixture, runImportCli } from '../../support/imports';
import { apiFromPage } from '../../support/pages';
import { catalogues, fill } from '../../support/public';
import { signedInUser } from '../workspace/workspace';

const cat = catalogues.de;
const w = cat.workspace.watchlist;
const NAME = 'Isartal Maschinenbau GmbH';
const DATA_DIR = process.env.E2E_DATA_DIR ?? '';
const SERVER_DIR = fileURLToPath(new URL('../../../apps/server/', import.meta.url));

/** The digest mails to `email` in the server's outbox (no SMTP_URL in e2e), decoded. */
function digestsTo(email: string): string[] {
  const outbox = join(DATA_DIR, 'outbox');
  return readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readFileSync(join(outbox, file), 'latin1'))
    .filter((raw) => raw.includes(`To: ${email}`) && raw.includes('/dashboard/watchlist'))
    .map((raw) =>
      Buffer.from(
        raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    );
}

let companyId: number;
const received: { type: string; event: { company_id: number; type: string } }[] = [];
let receiver: Server;
let receiverUrl: string;

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  companyId = await findImported(request, NAME).catch(async () => {
    importFirstPublications();
    return findImported(request, NAME);
  });
  receiver = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/alerts`;
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

test('a new managing director reaches the watch list, the digest and a webhook; other types stay out', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await signedInUser(page, request);
  await apiFromPage(page, 'POST', '/watchlist', { company_id: companyId });
  await apiFromPage(page, 'PATCH', '/account/digest', { daily_digest: true });
  await apiFromPage(page, 'POST', '/webhooks', {
    url: receiverUrl,
    types: ['management_appointed', 'management_left'],
    company_ids: [companyId],
  });

  // Alerts for management changes only, chosen on the watch list.
  await page.goto('/dashboard/watchlist');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: NAME, exact: true }) });
  await card.locator('summary', { hasText: w.alerts.title }).click();
  await card.getByRole('button', { name: w.alerts.selectNone }).click();
  await card.getByLabel(cat.timeline.types.management_appointed).check();
  await card.getByLabel(cat.timeline.types.management_left).check();
  await card.getByRole('button', { name: w.alerts.save }).click();
  await expect(page.getByText(fill(w.alerts.saved, { name: NAME }))).toBeVisible();
  await expect(card.getByText(fill(w.alerts.some_other, { count: 2 }))).toBeVisible();

  // The digest covers what is recorded after the opt-in: moved back a day, it is due today.
  const accounts = new Database(join(DATA_DIR, 'accounts.sqlite'));
  try {
    accounts
      .prepare(
        `UPDATE digest_subscriptions SET subscribed_at = ?
         WHERE user_id = (SELECT user_id FROM users WHERE lower(email) = lower(?))`,
      )
      .run(new Date(Date.now() - 24 * 3600 * 1000).toISOString(), user.email);
  } finally {
    accounts.close();
  }

  runImportCli(['offeneregister', importFixture('offeneregister-newer.jsonl')]);

  // The alert at the local receiver: signed deliveries of the new director and the one who left.
  await expect
    .poll(() => received.map((body) => body.type).sort(), { timeout: 30_000 })
    .toEqual(['management_appointed', 'management_left']);
  expect(received.every((body) => body.event.company_id === companyId)).toBe(true);

  // On the watch list: the two management events, new; the navigation counts the company.
  await page.goto('/dashboard/companies');
  const nav = page.getByRole('navigation', { name: cat.dashboard.sidebarLabel });
  await expect(nav.getByTestId('watch-unseen-badge')).toHaveText(
    `1${fill(cat.provenance.watch.badgeLabel_one, { formatted: 1 })}`,
  );
  await page.goto('/dashboard/watchlist');
  await expect(card.getByText(fill(w.unseenLabel_other, { count: 2 }))).toBeAttached();
  await expect(card.getByText('Geschäftsführer bestellt')).toBeVisible();
  await expect(card.getByText('Markus Zeller')).toBeVisible();
  await expect(card.getByText('Katrin Obermaier')).toBeVisible();
  const alerts = card.getByRole('listitem');
  await expect(alerts).toHaveCount(2);
  await expect(alerts.filter({ hasText: cat.timeline.types.address_change })).toHaveCount(0);

  // The digest, in the user's language, with each event's day.
  const digest = execFileSync('node', ['dist/digest.js'], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATA_DIR, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  expect(digest).toContain('digest: ');
  const [mail] = digestsTo(user.email);
  expect(mail).toContain(NAME);
  expect(mail).toContain('01.07.2024: Geschäftsführer bestellt – Markus Zeller (OffeneRegister)');
  expect(mail).toContain('30.06.2024: ');
  expect(mail).not.toContain('Anschrift');
});

import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { catalogues, preparePublicPage } from '../../support/public';
import { signedInUser } from './workspace';

/**
 * Webhooks end to end: added in the account area (the secret shown once), a test delivery
 * reaches a local receiver signed with that secret and is listed, and the hook is deleted.
 * The e2e server allows private addresses (WEBHOOK_ALLOW_PRIVATE) so that the receiver on
 * 127.0.0.1 can be reached.
 */
test.describe('Webhooks', () => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let server: Server;
  let receiverUrl: string;
  test.beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  for (const lang of ['de', 'en'] as const)
    test(`add a webhook, send a signed test delivery, see it listed, delete it (${lang})`, async ({
      page,
      request,
    }) => {
      await preparePublicPage(page, lang);
      await signedInUser(page, request);
      const w = catalogues[lang].account.webhooks;
      await page.goto('/dashboard/account#webhooks');
      const section = page.getByRole('region', { name: w.title });
      await expect(section.getByText(w.none)).toBeVisible();

      await section.getByLabel(w.url).fill(`${receiverUrl}-${lang}`);
      await section.getByRole('button', { name: w.allTypes }).click();
      await section.getByRole('button', { name: w.create }).click();
      await expect(section.getByRole('status')).toContainText(w.created);
      const secret = (await section.getByTestId('new-webhook-secret').textContent())!;
      expect(secret).toMatch(/^whsec_/);

      const before = received.length;
      await section
        .getByRole('button', { name: w.testLabel.replace('{{url}}', `${receiverUrl}-${lang}`) })
        .click();
      await expect(page.getByText(w.testDelivered)).toBeVisible();
      const delivery = received[before]!;
      const expected = `sha256=${createHmac('sha256', secret).update(delivery.body).digest('hex')}`;
      expect(delivery.headers['x-firmenradar-signature']).toBe(expected);
      expect(JSON.parse(delivery.body)).toMatchObject({ type: 'test' });
      const deliveries = section.getByRole('list', { name: w.deliveries });
      await expect(deliveries.getByRole('listitem')).toHaveCount(1);
      await expect(deliveries).toContainText(w.status.delivered);

      await section
        .getByRole('button', { name: w.removeLabel.replace('{{url}}', `${receiverUrl}-${lang}`) })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: w.remove }).click();
      await expect(page.getByText(w.removed)).toBeVisible();
      await expect(section.getByText(w.none)).toBeVisible();
    });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { signedInUser } from '../specs/workspace/workspace';
import { LANGS, preparePublicPage } from '../support/public';
import { openSettled } from '../support/settled';

const OUT_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 393, height: 852 },
} as const;

/** The account page with its webhooks section: a working and a failing hook, each with a test delivery. */
let server: Server;
let base: string;
test.beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(request.url === '/down' ? 503 : 204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of LANGS) {
    test(`webhooks in ${lang} at ${size} size`, async ({ page, request, baseURL }) => {
      await page.setViewportSize(viewport);
      await preparePublicPage(page, lang);
      await signedInUser(page, request);
      for (const [path, types] of [
        ['/ok', ['management_appointed', 'management_left']],
        ['/down', ['insolvency_opened']],
      ] as const) {
        const created = await page.request.post('/api/webhooks', {
          data: { url: `${base}${path}`, types },
          headers: { origin: baseURL! },
        });
        const { webhook } = await created.json();
        await page.request.post(`/api/webhooks/${webhook.id}/test`, {
          headers: { origin: baseURL! },
        });
      }
      await openSettled(page, '/dashboard/account#webhooks');
      // The page is lazy: wait for the section's list, not only for the network.
      await page.locator('#webhooks').getByText(`${base}/down`).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${OUT_DIR}webhooks-${lang}-${size}.png`, fullPage: true });
    });
  }
}

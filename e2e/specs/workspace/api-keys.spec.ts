import { expect, test } from '@playwright/test';
import { catalogues, preparePublicPage } from '../../support/public';
import { signedInUser } from './workspace';

/**
 * API keys end to end: created in the account area (shown once), used by a program with
 * `Authorization: Bearer` (as curl would), revoked in the UI, and refused afterwards.
 */
test.describe('API keys', () => {
  for (const lang of ['de', 'en'] as const)
    test(`create in the UI, call the API with the key, revoke, refused (${lang})`, async ({
      page,
      request,
      playwright,
      baseURL,
    }) => {
      await preparePublicPage(page, lang);
      await signedInUser(page, request);
      const k = catalogues[lang].account.apiKeys;
      await page.goto('/dashboard/account');
      const section = page.getByRole('region', { name: k.title });
      await expect(section.getByText(k.intro.split('{{')[0]!.trim().slice(0, 40))).toBeVisible();

      await section.getByLabel(k.name).fill(`Script ${lang}`);
      await section.getByRole('button', { name: k.create }).click();
      await expect(section.getByRole('status')).toContainText(k.created);
      const key = (await section.getByTestId('new-api-key').textContent())!;
      expect(key).toMatch(/^frk_/);
      await expect(section.getByRole('listitem').filter({ hasText: `Script ${lang}` })).toContainText(
        k.neverUsed,
      );

      // A program without any cookie, as curl would call it.
      const program = await playwright.request.newContext({ baseURL });
      const call = () => program.get('/api/companies?cid=1', { headers: { authorization: `Bearer ${key}` } });
      const ok = await call();
      expect(ok.status()).toBe(200);
      expect(ok.headers()['ratelimit-remaining']).toBeDefined();

      await page.reload();
      await expect(section.getByRole('listitem').filter({ hasText: `Script ${lang}` })).not.toContainText(
        k.neverUsed,
      );
      // Shown once: after a reload the key itself is nowhere on the page.
      await expect(page.getByText(key)).toHaveCount(0);

      await section
        .getByRole('button', { name: k.revokeLabel.replace('{{name}}', `Script ${lang}`) })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: k.revoke }).click();
      await expect(page.getByRole('status').filter({ hasText: k.revoked })).toBeVisible();
      await expect(section.getByRole('listitem').filter({ hasText: `Script ${lang}` })).toHaveCount(0);
      const refused = await call();
      expect(refused.status()).toBe(401);
      expect((await refused.json()).code).toBe('api_key_invalid');
      await program.dispose();
    });
});

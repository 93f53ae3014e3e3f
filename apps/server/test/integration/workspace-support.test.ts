import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../auth-helpers';
import { accountRow, signIn } from '../factories';
import type { TestApp } from '../helpers';
import { useWorkspaceApp } from './workspace-helpers';

/** Support requests from signed-in users. */
describe('the workspace', () => {
  let t: TestApp;
  useWorkspaceApp((app) => {
    t = app;
  });

  describe('POST /api/support', () => {
    const outbox = () => {
      try {
        return readdirSync(join(t.dataDir, 'outbox')).sort();
      } catch {
        return [];
      }
    };

    it('stores the request with the user and mails the operator', async () => {
      const user = await signIn(t, 'support');
      const before = new Set(outbox());
      const response = await user.request({
        method: 'POST',
        url: '/api/support',
        payload: {
          name: 'Anna Huber',
          email: 'anna@example.at',
          subject: 'Export haengt',
          message: 'Die Excel-Datei lädt nicht.',
        },
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().success).toBe(true);
      expect(
        await accountRow(
          t,
          'SELECT kind, subject, user_id FROM contact_messages WHERE email = ?',
          'anna@example.at',
        ),
      ).toEqual({
        kind: 'support',
        subject: 'Export haengt',
        user_id: user.userId,
      });
      await t.app.accountMailsSent();
      const mails = outbox().filter((file) => !before.has(file));
      const supportMail = mails
        .map((file) => readFileSync(join(t.dataDir, 'outbox', file), 'utf8'))
        .find((raw) => raw.includes('Subject: [support] Export haengt'));
      expect(supportMail).toBeDefined();
      expect(supportMail).toContain('Reply-To: anna@example.at');
    });

    it('refuses a request without a message with 400', async () => {
      const user = await signIn(t, 'support-bad');
      const response = await user.request({
        method: 'POST',
        url: '/api/support',
        payload: { name: 'A', email: 'a@example.at', subject: 'S', message: ' ' },
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/message/);
    });
  });
});

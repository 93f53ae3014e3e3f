import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

describe('POST /api/contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const valid = {
    name: 'Anna Huber',
    email: 'anna@example.at',
    company: 'Huber GmbH',
    subject: 'Datenfrage',
    message: 'Hallo!',
  };

  it('stores the message and mails the operator', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    // Forwarded through the durable mail queue (docs/decisions/197).
    await t.app.accountMailsSent();
    const outbox = join(t.dataDir, 'outbox');
    const [mail] = readdirSync(outbox);
    const eml = readFileSync(join(outbox, mail!), 'utf8');
    expect(eml).toContain('Subject: [contact] Datenfrage');
    expect(eml).toContain('Reply-To: anna@example.at');
  });

  it.each([
    [{ ...valid, name: '' }, 'name'],
    [{ ...valid, email: 'not-an-email' }, 'email'],
    [{ ...valid, subject: '   ' }, 'subject'],
    [{ ...valid, message: undefined }, 'message'],
  ])('refuses a message without a valid %#', async (payload, field) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(field);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});

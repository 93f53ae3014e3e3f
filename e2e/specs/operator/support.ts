import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** `npm run operator -- add <email>` on the e2e server's install (its compiled command). */
export function grantOperator(email: string): void {
  execFileSync('node', ['apps/server/dist/operator.js', 'add', email], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

/** An issue report about company `companyId` with a suggested phone number; its id. */
export async function reportWrongPhone(
  request: APIRequestContext,
  companyId: number,
  phone: string,
): Promise<number> {
  const company = await request.get(`/api/companies?cid=${companyId}`);
  const name = ((await company.json()) as { company: { company_name: string } }).company.company_name;
  const response = await request.post('/api/reports', {
    data: {
      entityType: 'company',
      entityId: companyId,
      entityName: name,
      issueType: 'incorrect_data',
      description: 'Die Telefonnummer auf der Seite ist nicht mehr aktuell.',
      correctData: phone,
      userEmail: 'melderin@example.at',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { report_id: number }).report_id;
}

/**
 * An accepted correction survives the next import (docs/decisions/197), on both engines: it holds
 * while the source publishes the value it replaced; when the source publishes another value, the
 * source wins and the history shows that change with the source's name.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CompanyDetail, ZCompanyDetail } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../../src/importers/test-files';
import { clientAddress } from '../auth-helpers';
import { eventually } from '../eventually';
import type { SignedInUser } from '../factories';
import { LEI } from '../fixtures/import/fixture-ids';
import type { TestApp } from '../helpers';
import { createOperatorTestApp } from '../mail-keeping-app';
import { findBySearch, importInto } from './import-helpers';

const STREET = 'Leopoldstraße 10';
const CORRECTED = 'Leopoldstraße 10a';

describe('an accepted correction and the next import', () => {
  let t: TestApp;
  let operator: SignedInUser;
  let dir: string;
  let id: number;

  /** The GLEIF fixture with Isartal's line changed by `change`, as a file of its own. */
  function gleifFile(name: string, change: (line: string) => string): string {
    const lines = readFileSync(fixture('gleif-lei.csv'), 'utf8').split('\n');
    const file = join(dir, name);
    writeFileSync(
      file,
      lines.map((line) => (line.startsWith(`"${LEI.isartal}"`) ? change(line) : line)).join('\n'),
    );
    return file;
  }
  const importGleif = (leiFile: string) => importInto(t, { source: 'gleif', leiFile });
  const page = async () =>
    ZCompanyDetail.parse(
      (await t.app.inject({ url: `/api/companies?cid=${id}`, remoteAddress: clientAddress() })).json(),
    );
  const fromGleif = (detail: CompanyDetail, field: string) =>
    detail.history.filter((entry) => entry.field === field && entry.source === 'gleif');
  const reports = (detail: CompanyDetail) =>
    detail.history.filter((entry) => entry.field === 'address_street' && entry.source === 'report');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fd-corrections-'));
    ({ t, operator } = await createOperatorTestApp('opcorrect'));
    await importGleif(fixture('gleif-lei.csv'));
    id = await findBySearch(t, 'Isartal Maschinenbau', 'Isartal Maschinenbau GmbH');
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: {
        entityType: 'company',
        entityId: id,
        issueType: 'incorrect_data',
        description: 'Die Hausnummer ist 10a.',
      },
      remoteAddress: clientAddress(),
    });
    const accepted = await operator.request({
      method: 'POST',
      url: `/api/operator/reports/${reported.json().report_id}/accept`,
      payload: { correction: { field: 'address_street', value: CORRECTED } },
    });
    expect(accepted.statusCode).toBe(200);
    const corrected = await page();
    expect(corrected.company.address_street).toBe(CORRECTED);
    expect(reports(corrected)).toHaveLength(1);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds when the same file is imported again', async () => {
    await importGleif(fixture('gleif-lei.csv'));
    const detail = await page();
    expect(detail.company.address_street).toBe(CORRECTED);
    expect(reports(detail)).toHaveLength(1);
    expect(fromGleif(detail, 'address')).toEqual([]);
  }, 60_000);

  it('holds when the source changes another field and keeps publishing the corrected one', async () => {
    const renamed = 'Isartal Maschinen- und Anlagenbau GmbH';
    await importGleif(
      gleifFile('renamed.csv', (line) => line.replace('"Isartal Maschinenbau GmbH"', `"${renamed}"`)),
    );
    const detail = await eventually(page, (d) => d.company.company_name === renamed, {
      what: 'the renamed company on its page',
    });
    // The record was written again (the name changed), and the street stayed as corrected.
    expect(fromGleif(detail, 'name')).toHaveLength(1);
    expect(detail.company.address_street).toBe(CORRECTED);
    expect(reports(detail)).toHaveLength(1);
    expect(fromGleif(detail, 'address')).toEqual([]);
  }, 60_000);

  it('gives way when the source publishes another value: the register changed', async () => {
    await importGleif(gleifFile('moved.csv', (line) => line.replaceAll(`"${STREET}"`, '"Leopoldstraße 12"')));
    const detail = await eventually(page, (d) => d.company.address_street === 'Leopoldstraße 12', {
      what: 'the source’s new street on the page',
    });
    const moves = fromGleif(detail, 'address');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      old_value: expect.stringContaining(CORRECTED),
      new_value: expect.stringContaining('Leopoldstraße 12'),
    });
    // The correction has ended: the fixture's old street again is the source's change too.
    await importGleif(fixture('gleif-lei.csv'));
    const back = await eventually(page, (d) => d.company.address_street === STREET, {
      what: 'the fixture’s street on the page',
    });
    expect(fromGleif(back, 'address')).toHaveLength(2);
  }, 60_000);
});

describe('a rectified officer and the next import', () => {
  let t: TestApp;
  let operator: SignedInUser;
  let dir: string;
  let id: number;
  const TITLE = 'Prokurist (Gesamtprokura)';

  const page = async () =>
    ZCompanyDetail.parse(
      (await t.app.inject({ url: `/api/companies?cid=${id}`, remoteAddress: clientAddress() })).json(),
    );
  const huber = (detail: CompanyDetail) => detail.representatives.find((r) => r.name === 'Josef Huber');
  /** The newer OffeneRegister file with Isartal's line changed by `change`, as a file of its own. */
  function newerFile(name: string, change: (line: string) => string): string {
    const lines = readFileSync(fixture('offeneregister-newer.jsonl'), 'utf8').split('\n');
    const file = join(dir, name);
    writeFileSync(
      file,
      lines.map((line) => (line.includes('D2601R_HRB123456') ? change(line) : line)).join('\n'),
    );
    return file;
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fd-rectified-'));
    ({ t, operator } = await createOperatorTestApp('oprectimport'));
    await importInto(t, { source: 'offeneregister', file: fixture('offeneregister.jsonl.bz2') });
    id = await findBySearch(t, 'Isartal Maschinenbau', 'Isartal Maschinenbau GmbH');
    const person = huber(await page())?.person;
    expect(person).toMatch(/^p/);
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/privacy-requests',
      payload: {
        name: 'Josef Huber',
        email: 'josef.huber@example.de',
        about: 'Isartal Maschinenbau GmbH',
        kind: 'rectification',
        correction: 'Ich habe Gesamtprokura.',
      },
      remoteAddress: clientAddress(),
    });
    const corrected = await operator.request({
      method: 'POST',
      url: `/api/operator/privacy-requests/${filed.json().request_id}/correct`,
      payload: { person, corrections: [{ field: 'title', value: TITLE }] },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(huber(await page())?.title).toBe(TITLE);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the corrected title when a newer file changes the board and names the officer as before', async () => {
    await importInto(t, { source: 'offeneregister', file: fixture('offeneregister-newer.jsonl') });
    const detail = await eventually(page, (d) => d.representatives.some((r) => r.name === 'Markus Zeller'), {
      what: 'the newer board on the company page',
    });
    expect(huber(detail)?.title).toBe(TITLE);
    expect(JSON.stringify(detail.history)).not.toContain('Josef Huber (Prokurist)');
  }, 60_000);

  it('takes the register’s new title once it publishes another one', async () => {
    const file = newerFile('promoted.jsonl', (line) =>
      line.replace(
        '"lastname":"Huber"},"position":"Prokurist"',
        '"lastname":"Huber"},"position":"Geschäftsführer"',
      ),
    );
    expect(readFileSync(file, 'utf8')).not.toEqual(
      readFileSync(fixture('offeneregister-newer.jsonl'), 'utf8'),
    );
    await importInto(t, { source: 'offeneregister', file });
    const detail = await eventually(page, (d) => huber(d)?.title === 'Geschäftsführer', {
      what: 'the register’s title on the company page',
    });
    expect(detail.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'representatives',
          new_value: 'Josef Huber (Geschäftsführer)',
          source: 'offeneregister',
        }),
      ]),
    );
  }, 60_000);
});

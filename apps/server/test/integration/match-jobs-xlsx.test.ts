import { MATCH_FILE_MAX_BYTES, MATCH_FILE_MAX_ROWS, ZMatchJobAnswer } from '@fd/contract';
import type Database from 'better-sqlite3';
import { unzipSync, zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { openTestDatabase, type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLSM = 'application/vnd.ms-excel.sheet.macroEnabled.12';

type Cell = { value: string | number | Date; type?: typeof String | typeof Number | typeof Date | 'Formula' };
const text = (value: string): Cell => ({ value, type: String });
const workbook = (rows: (Cell | null)[][]) =>
  writeXlsxFile(
    rows.map((row) => row.map((cell) => (cell?.type === Date ? { format: 'yyyy-mm-dd', ...cell } : cell))),
  ).toBuffer();

/** A workbook with one more part, as Excel writes a macro or a link to another file. */
function withPart(xlsx: Buffer, name: string): Buffer {
  const files = unzipSync(new Uint8Array(xlsx));
  files[name] = new TextEncoder().encode('<?xml version="1.0"?><part/>');
  return Buffer.from(zipSync(files));
}

/** A workbook whose zip directory says one part unpacks to almost 4 GB (a zip bomb's claim). */
function claimingHuge(xlsx: Buffer): Buffer {
  const bytes = Buffer.from(xlsx);
  const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  bytes.writeUInt32LE(0xfffffff0, central + 24);
  return bytes;
}

describe('matching an uploaded Excel workbook', () => {
  let t: TestApp;
  let user: SignedInUser;
  let company: { company_id: number; company_name: string; address_postcode: string; address_city: string };
  beforeAll(async () => {
    t = await createTestApp();
    user = await signIn(t, 'match-xlsx');
    const db: Database.Database = openTestDatabase(t);
    company = db
      .prepare(
        `SELECT company_id, company_name, address_postcode, address_city FROM companies c
          WHERE address_country = 'Germany' AND address_postcode GLOB '[1-9][0-9][0-9][0-9][0-9]'
            AND address_city IS NOT NULL
            AND (SELECT COUNT(*) FROM companies o WHERE o.company_name = c.company_name) = 1
          ORDER BY company_id LIMIT 1`,
      )
      .get() as typeof company;
    db.close();
  });
  afterAll(() => t.close());

  const upload = (body: Buffer, lang: 'de' | 'en', type = XLSX, fileName = 'Kunden.xlsx') =>
    user.request({
      method: 'POST',
      url: `/api/match/jobs?file_name=${encodeURIComponent(fileName)}`,
      payload: body,
      headers: { 'content-type': type, 'x-lang': lang },
    });
  const jobCount = async () => (await user.request('/api/match/jobs')).json().jobs.length as number;

  it('reads the first sheet as text, matches it and downloads it enriched as XLSX in the uploader’s language', async () => {
    const file = await workbook([
      [text('Firmenname'), text('PLZ'), text('Ort'), text('Kunde seit'), text('Umsatz')],
      [
        text(company.company_name),
        { value: Number(company.address_postcode), type: Number },
        text(company.address_city),
        { value: new Date('2019-04-01T00:00:00Z'), type: Date },
        { value: 1250.5, type: Number },
      ],
      [null, null, null, null, null],
      [
        text('Zzyzx Phantasiegesellschaft Übersee'),
        { value: 99999, type: Number },
        text('Nirgendwo'),
        null,
        null,
      ],
    ]);
    // Browsers that do not know the type send it as bytes: the zip signature tells.
    const uploaded = await upload(file, 'de', 'application/octet-stream');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { job } = ZMatchJobAnswer.parse(uploaded.json());
    expect(job).toMatchObject({ rows: 2, columns: ['Firmenname', 'PLZ', 'Ort', 'Kunde seit', 'Umsatz'] });
    expect(job.mapping).toEqual({ name: 0, postcode: 1, city: 2 });
    const started = await user.request({
      method: 'POST',
      url: `/api/match/jobs/${job.job_id}/start`,
      payload: { mapping: job.mapping },
    });
    expect(started.statusCode, started.body).toBe(200);
    await t.app.matchJobsIdle();
    const rows = (await user.request(`/api/match/jobs/${job.job_id}/rows`)).json().rows;
    expect(rows[0].input).toEqual([
      company.company_name,
      company.address_postcode,
      company.address_city,
      '2019-04-01',
      '1250.5',
    ]);
    expect(rows.map((row: { state: string }) => row.state)).toEqual(['matched', 'none']);

    const download = await user.request(`/api/match/jobs/${job.job_id}/download?format=xlsx`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(XLSX);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Kunden-abgleich.xlsx"');
    const sheet = await readSheet(download.rawPayload);
    expect(sheet[0]?.slice(0, 7)).toEqual([
      'Firmenname',
      'PLZ',
      'Ort',
      'Kunde seit',
      'Umsatz',
      'Firmen-ID',
      'Firmenname',
    ]);
    expect(sheet[0]?.at(-1)).toBe('Abgleich');
    expect(sheet[1]?.[5]).toBe(company.company_id);
    expect(sheet[1]?.at(-1)).toBe('Treffer');
    expect(sheet[2]?.[0]).toBe('Zzyzx Phantasiegesellschaft Übersee');
    expect(sheet[2]?.at(-1)).toBe('Kein Treffer');
  });

  it('refuses every bad workbook with its own translated 400 and stores nothing', async () => {
    const before = await jobCount();
    const good = await workbook([[text('Name')], [text('A GmbH')]]);
    const cases: [Buffer, string, string?][] = [
      [withPart(good, 'xl/vbaProject.bin'), 'match_file_xlsx_macros'],
      [good, 'match_file_xlsx_macros', XLSM],
      [withPart(good, 'xl/externalLinks/externalLink1.xml'), 'match_file_xlsx_external_links'],
      [good.subarray(0, 200), 'match_file_xlsx_damaged'],
      [Buffer.from('not a workbook'), 'match_file_xlsx_damaged'],
      [claimingHuge(good), 'match_file_xlsx_unpacked_too_large'],
      [await workbook([[null]]), 'match_file_empty'],
      [await workbook([[text('Name'), text('PLZ')]]), 'match_file_no_rows'],
      [
        await workbook([
          [text('Name'), text('PLZ')],
          [text('A GmbH'), { value: 'SUM(1,2)', type: 'Formula' }],
        ]),
        'match_file_formula',
      ],
      [
        await workbook([
          [text('Name')],
          ...Array.from({ length: MATCH_FILE_MAX_ROWS + 1 }, () => [text('A')]),
        ]),
        'match_file_too_many_rows',
      ],
    ];
    for (const [body, code, type] of cases) {
      const response = await upload(body, 'en', type);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().code, code).toBe(code);
    }
    const formula = await workbook([
      [text('Name'), text('PLZ')],
      [text('A GmbH'), { value: 'SUM(1,2)', type: 'Formula' }],
    ]);
    expect((await upload(formula, 'de')).json().error).toBe(
      'Zeile 2 enthält in der Spalte „PLZ“ eine Formel.',
    );
    expect((await upload(withPart(good, 'xl/vbaProject.bin'), 'en')).json().error).toBe(
      'The Excel file contains macros.',
    );
    expect((await upload(withPart(good, 'xl/vbaProject.bin'), 'de')).json().error).toBe(
      'Die Excel-Datei enthält Makros.',
    );
    const tooLarge = await upload(Buffer.alloc(MATCH_FILE_MAX_BYTES + 1), 'en');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('request_too_large');
    expect(await jobCount()).toBe(before);
  });
});

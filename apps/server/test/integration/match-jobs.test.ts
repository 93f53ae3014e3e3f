import {
  MATCH_FILE_MAX_BYTES,
  MATCH_FILE_MAX_ROWS,
  MATCH_ROWS_PER_DAY,
  WORKSPACE_LIMITS,
  ZListResponse,
  ZMatchJobAnswer,
  ZMatchLeadListAnswer,
  ZMatchRowsAnswer,
} from '@fd/contract';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

interface Company {
  company_id: number;
  company_name: string;
  address_postcode: string;
  address_city: string;
  ID_Fb: string | null;
}

const DAY_MS = 24 * 3600 * 1000;

describe('matching an uploaded file (dashboard list matching)', () => {
  let t: TestApp;
  let user: SignedInUser;
  let other: SignedInUser;
  let companies: Company[];
  beforeAll(async () => {
    t = await createTestApp();
    user = await signIn(t, 'match-jobs');
    other = await signIn(t, 'match-jobs-other');
    const db: Database.Database = openTestDatabase(t);
    // German companies whose name only they have, with a postcode: each one a safe match.
    companies = db
      .prepare(
        `SELECT company_id, company_name, address_postcode, address_city, ID_Fb FROM companies c
          WHERE address_country = 'Germany' AND address_postcode IS NOT NULL AND address_city IS NOT NULL
            AND (SELECT COUNT(*) FROM companies o WHERE o.company_name = c.company_name) = 1
          ORDER BY company_id LIMIT 3`,
      )
      .all() as Company[];
    db.close();
  });
  afterAll(() => t.close());

  const upload = (
    as: SignedInUser,
    body: Buffer | string,
    lang: 'de' | 'en' = 'en',
    fileName = 'kunden.csv',
  ) =>
    as.request({
      method: 'POST',
      url: `/api/match/jobs?file_name=${encodeURIComponent(fileName)}`,
      payload: body,
      headers: { 'content-type': 'text/csv', 'x-lang': lang },
    });
  const jobCount = async (as: SignedInUser) =>
    (await as.request('/api/match/jobs')).json().jobs.length as number;
  /** A messy CRM export: ';', Windows-1252, a column the matcher does not use, a company not in the register. */
  const crmExport = () =>
    Buffer.from(
      [
        'Firmenname;PLZ;Ort;Notiz',
        ...companies.map((c) => `${c.company_name};${c.address_postcode};${c.address_city};Bestandskunde`),
        'Zzyzx Phantasiegesellschaft Übersee;99999;Nirgendwo;gelöscht',
      ].join('\r\n'),
      'latin1',
    );

  it('reads a Windows-1252 CSV with ";", maps its German headers, matches it in the background and downloads it enriched', async () => {
    const uploaded = await upload(user, crmExport());
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { job } = ZMatchJobAnswer.parse(uploaded.json());
    expect(job).toMatchObject({ status: 'draft', rows: 4, columns: ['Firmenname', 'PLZ', 'Ort', 'Notiz'] });
    expect(job.mapping).toEqual({ name: 0, postcode: 1, city: 2 });

    const started = await user.request({
      method: 'POST',
      url: `/api/match/jobs/${job.job_id}/start`,
      payload: { mapping: job.mapping },
    });
    expect(started.statusCode, started.body).toBe(200);
    const again = await user.request({
      method: 'POST',
      url: `/api/match/jobs/${job.job_id}/start`,
      payload: { mapping: job.mapping },
    });
    expect(again.json().code).toBe('match_job_started');
    await t.app.matchJobsIdle();

    const done = ZMatchJobAnswer.parse((await user.request(`/api/match/jobs/${job.job_id}`)).json()).job;
    expect(done).toMatchObject({ status: 'done', done: 4, counts: { matched: 3, review: 0, none: 1 } });
    const matched = ZMatchRowsAnswer.parse(
      (await user.request(`/api/match/jobs/${job.job_id}/rows?state=matched`)).json(),
    );
    expect(matched.rows.map((row) => row.company_id)).toEqual(companies.map((c) => c.company_id));
    expect(matched.rows[0]?.input[3]).toBe('Bestandskunde');
    expect(matched.rows[0]?.candidates[0]?.reasons.length).toBeGreaterThan(0);
    const none = ZMatchRowsAnswer.parse(
      (await user.request(`/api/match/jobs/${job.job_id}/rows?state=none`)).json(),
    );
    expect(none.rows.map((row) => row.input[0])).toEqual(['Zzyzx Phantasiegesellschaft Übersee']);

    const download = await user.request(`/api/match/jobs/${job.job_id}/download?format=csv`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="kunden-abgleich.csv"');
    const lines = download.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Firmenname;PLZ;Ort;Notiz;Company ID;Company name;Register number;Register court;LEI;VAT ID;Status;Street;Postcode;City;Country;Industry;Employees;Revenue (EUR);Score;Match',
    );
    const first = companies[0]!;
    expect(lines[1]).toContain(`;${first.company_id};`);
    if (first.ID_Fb) expect(lines[1]).toContain(`;${first.ID_Fb};`);
    expect(lines[1]?.endsWith(';Matched')).toBe(true);
    expect(lines[4]).toMatch(/^Zzyzx Phantasiegesellschaft Übersee;99999;Nirgendwo;gelöscht;;.*;No match$/);
  });

  it("takes a person's decisions: another candidate, a company found by hand, a rejection", async () => {
    const { job } = ZMatchJobAnswer.parse((await upload(user, crmExport())).json());
    await user.request({
      method: 'POST',
      url: `/api/match/jobs/${job.job_id}/start`,
      payload: { mapping: job.mapping },
    });
    await t.app.matchJobsIdle();
    const review = (row: number, body: object, as = user) =>
      as.request({ method: 'POST', url: `/api/match/jobs/${job.job_id}/rows/${row}`, payload: body });
    const byHand = companies[2]!;
    const accepted = await review(4, { decision: 'accept', company_id: byHand.company_id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().row).toMatchObject({
      state: 'matched',
      company_id: byHand.company_id,
      reviewed: true,
    });
    expect(accepted.json().row.candidates[0]).toMatchObject({
      company_id: byHand.company_id,
      company_name: byHand.company_name,
    });
    const rejected = await review(1, { decision: 'reject' });
    expect(rejected.json().row).toMatchObject({ state: 'none', company_id: null, reviewed: true });
    expect((await review(1, { decision: 'accept', company_id: 999_999_999 })).json().code).toBe(
      'company_not_found',
    );
    expect((await review(99, { decision: 'reject' })).json().code).toBe('match_row_not_found');
    expect((await review(2, { decision: 'reject' }, other)).json().code).toBe('match_job_not_found');
    const counts = (await user.request(`/api/match/jobs/${job.job_id}`)).json().job.counts;
    expect(counts).toEqual({ matched: 3, review: 0, none: 1 });
  });

  it("adds the companies of the matched and accepted rows to the user's lead list, an old or a new one", async () => {
    const { job } = ZMatchJobAnswer.parse((await upload(user, crmExport())).json());
    const toList = (body: object, as = user, jobId = job.job_id, lang = 'en') =>
      as.request({
        method: 'POST',
        url: `/api/match/jobs/${jobId}/lead-list`,
        payload: body,
        headers: { 'x-lang': lang },
      });
    const createList = async (as: SignedInUser, name: string) =>
      ZListResponse.parse((await as.request({ method: 'POST', url: '/api/lists', payload: { name } })).json())
        .list.id;
    const drafted = await toList({ name: 'Leer' });
    expect(drafted.statusCode).toBe(409);
    expect(drafted.json().code).toBe('match_lead_list_empty');

    await user.request({
      method: 'POST',
      url: `/api/match/jobs/${job.job_id}/start`,
      payload: { mapping: job.mapping },
    });
    await t.app.matchJobsIdle();
    const review = (row: number, body: object) =>
      user.request({ method: 'POST', url: `/api/match/jobs/${job.job_id}/rows/${row}`, payload: body });
    const [first, second, third] = companies as [Company, Company, Company];
    // Row 2 rejected, the unmatched row 4 accepted as the first company again: the first and the third.
    await review(2, { decision: 'reject' });
    await review(4, { decision: 'accept', company_id: first.company_id });

    const existing = await createList(user, 'Bestandskunden');
    await user.request({
      method: 'POST',
      url: `/api/lists/${existing}/items`,
      payload: { company_ids: [third.company_id] },
    });
    const added = await toList({ list_id: existing });
    expect(added.statusCode, added.body).toBe(200);
    const answer = ZMatchLeadListAnswer.parse(added.json());
    expect(answer).toMatchObject({ added: 1, already: 1, list: { id: existing, item_count: 2 } });
    const listed = ZListResponse.parse((await user.request(`/api/lists/${existing}`)).json());
    const onList = (listed.items ?? []).map((item) => item.company_id).sort((a, b) => a - b);
    expect(onList).toEqual([first.company_id, third.company_id].sort((a, b) => a - b));
    expect(onList).not.toContain(second.company_id);
    expect(ZMatchLeadListAnswer.parse((await toList({ list_id: existing })).json())).toMatchObject({
      added: 0,
      already: 2,
    });

    const fresh = ZMatchLeadListAnswer.parse((await toList({ name: 'Abgleich Kunden' })).json());
    expect(fresh).toMatchObject({ added: 2, already: 0, list: { name: 'Abgleich Kunden', item_count: 2 } });
    const taken = await toList({ name: 'Abgleich Kunden' }, user, job.job_id, 'de');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('list_name_taken');

    for (const body of [{}, { list_id: existing, name: 'Beides' }]) {
      const refused = await toList(body, user, job.job_id, 'de');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'match_lead_list_target',
        error: 'Bitte wählen Sie eine Leadliste oder geben Sie einer neuen Liste einen Namen, nicht beides.',
      });
    }
    expect((await toList({ list_id: 'eins' })).statusCode).toBe(400);
    expect((await toList({ name: '   ' })).statusCode).toBe(400);
  });

  it("refuses another user's job or list with 404, and a list past its size limit", async () => {
    const { job } = ZMatchJobAnswer.parse((await upload(user, crmExport())).json());
    await user.request({
      method: 'POST',
      url: `/api/match/jobs/${job.job_id}/start`,
      payload: { mapping: job.mapping },
    });
    await t.app.matchJobsIdle();
    const toList = (as: SignedInUser, body: object) =>
      as.request({ method: 'POST', url: `/api/match/jobs/${job.job_id}/lead-list`, payload: body });
    const theirs = (
      await other.request({ method: 'POST', url: '/api/lists', payload: { name: 'Fremd' } })
    ).json().list.id as number;
    const notTheirJob = await toList(other, { list_id: theirs });
    expect(notTheirJob.statusCode).toBe(404);
    expect(notTheirJob.json().code).toBe('match_job_not_found');
    const notMyList = await toList(user, { list_id: theirs });
    expect(notMyList.statusCode).toBe(404);
    expect(notMyList.json().code).toBe('list_not_found');
    expect((await other.request(`/api/lists/${theirs}`)).json().list.item_count).toBe(0);

    const full = (
      await user.request({ method: 'POST', url: '/api/lists', payload: { name: 'Fast voll' } })
    ).json().list.id as number;
    const gone = Array.from({ length: WORKSPACE_LIMITS.itemsPerList - 1 }, (_, i) => `gone-${i}`);
    await t.stores.accounts.workspace.addItems(full, gone);
    const refused = await toList(user, { list_id: full });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('limit_reached');
    expect((await user.request(`/api/lists/${full}`)).json().list.item_count).toBe(gone.length);
  });

  it('refuses every bad file with a translated 400 and stores nothing', async () => {
    const before = await jobCount(user);
    const cases: [Buffer | string, string][] = [
      ['', 'match_file_empty'],
      [Buffer.from([0x00, 0x01, 0x02, 0x03, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]), 'match_file_not_text'],
      ['Name;PLZ;Ort\r\n', 'match_file_no_rows'],
      ['Name;PLZ;Ort\r\nA GmbH;10115;Berlin\r\nB GmbH;10115\r\n', 'match_file_ragged'],
      ['Name;PLZ\r\n=HYPERLINK("http://x");10115\r\n', 'match_file_formula'],
      [`Name\n${'A GmbH\n'.repeat(MATCH_FILE_MAX_ROWS + 1)}`, 'match_file_too_many_rows'],
    ];
    for (const [body, code] of cases) {
      const response = await upload(user, body, 'de');
      expect(response.statusCode, code).toBe(400);
      expect(response.json().code).toBe(code);
    }
    const ragged = await upload(user, 'Name;PLZ;Ort\r\nA GmbH;10115;Berlin\r\nB GmbH;10115\r\n', 'de');
    expect(ragged.json().error).toBe('Zeile 3 hat 2 Spalten, die Kopfzeile 3.');
    const formula = await upload(user, 'Name;PLZ\r\n=1+1;10115\r\n', 'en');
    expect(formula.json().error).toBe('Line 2 holds a formula in the column “Name”.');
    const tooLarge = await upload(user, Buffer.alloc(MATCH_FILE_MAX_BYTES + 1, 'a'));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('request_too_large');
    expect(await jobCount(user)).toBe(before);
  });

  it("keeps a user's jobs from everyone else", async () => {
    const { job } = ZMatchJobAnswer.parse((await upload(user, crmExport())).json());
    for (const url of [
      `/api/match/jobs/${job.job_id}`,
      `/api/match/jobs/${job.job_id}/rows`,
      `/api/match/jobs/${job.job_id}/download`,
    ]) {
      const response = await other.request(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('match_job_not_found');
    }
    const cancel = await other.request({ method: 'POST', url: `/api/match/jobs/${job.job_id}/cancel` });
    expect(cancel.json().code).toBe('match_job_not_found');
    expect((await other.request('/api/match/jobs')).json().jobs).toEqual([]);
    const mine = await user.request({ method: 'POST', url: `/api/match/jobs/${job.job_id}/cancel` });
    expect(mine.json().job.status).toBe('cancelled');
  });

  it('checks the mapping, and refuses a job past the daily rows before it starts', async () => {
    const quoted = await signIn(t, 'match-jobs-quota');
    const { job } = ZMatchJobAnswer.parse((await upload(quoted, crmExport())).json());
    const start = (mapping: Record<string, number | null>) =>
      quoted.request({ method: 'POST', url: `/api/match/jobs/${job.job_id}/start`, payload: { mapping } });
    expect((await start({ name: null })).json().code).toBe('match_mapping_empty');
    expect((await start({ name: 9 })).json().code).toBe('match_mapping_column');
    await t.stores.accounts.limits.hit(`quota:match-rows:${quoted.userId}`, DAY_MS, {
      by: MATCH_ROWS_PER_DAY - 2,
    });
    const refused = await start({ name: 0 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'match_rows_quota', params: { rows: 4, remaining: 2 } });
    expect((await quoted.request(`/api/match/jobs/${job.job_id}`)).json().job.status).toBe('draft');
  });

  it('lets a user have one job queued or running, also when two starts race', async () => {
    const jobs = t.stores.accounts.matchJobs;
    const draft = async (jobId: string) =>
      jobs.create(
        {
          job_id: jobId,
          user_id: other.userId,
          file_name: 'a.csv',
          columns: ['Name'],
          mapping: {},
          lang: 'de',
          created_at: Date.now(),
        },
        [['Zzyzx Phantasie AG']],
      );
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    await Promise.all(ids.map(draft));
    const outcomes = await Promise.all(
      ids.map((id) => jobs.start(other.userId, id, { name: 0 }, Date.now())),
    );
    expect(outcomes.sort()).toEqual(['running', 'started']);
    await t.app.matchJobsIdle();
  });

  it('goes on with a job whose process stopped once its lease has ended', async () => {
    const jobs = t.stores.accounts.matchJobs;
    const jobId = '00000000-0000-4000-8000-000000000003';
    await jobs.create(
      {
        job_id: jobId,
        user_id: user.userId,
        file_name: 'b.csv',
        columns: ['Name', 'PLZ'],
        mapping: {},
        lang: 'en',
        created_at: Date.now(),
      },
      companies.map((c) => [c.company_name, c.address_postcode]),
    );
    expect(await jobs.start(user.userId, jobId, { name: 0, postcode: 1 }, Date.now())).toBe('started');
    // A process claimed its batch and stopped: the lease ended ten minutes ago.
    const long = 10 * 60_000;
    expect((await jobs.claimBatch(Date.now() - 2 * long, long))?.job.job_id).toBe(jobId);
    expect((await jobs.get(user.userId, jobId))?.status).toBe('running');
    await t.app.matchJobsIdle();
    expect(await jobs.get(user.userId, jobId)).toMatchObject({ status: 'done', done_rows: 3 });
  });
});

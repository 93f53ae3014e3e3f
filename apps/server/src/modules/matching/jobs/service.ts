import { randomUUID } from 'node:crypto';
import {
  type Lang,
  MATCH_JOB_PAGE_ROWS,
  type MatchJob,
  type MatchJobRow,
  type MatchLeadListTarget,
  type MatchMapping,
  type MatchReview,
} from '@fd/contract';
import { fail } from '../../../errors';
import type {
  CompanyExportRow,
  CompanyStore,
  MatchJobRecord,
  MatchJobRepository,
  MatchJobRowRecord,
} from '../../../store/types';
import type { RenderPool } from '../../documents/render-pool';
import type { Quotas } from '../../limits/quotas';
import { fileBaseName } from '../../workspace/export-files';
import type { WorkspaceService } from '../../workspace/service';
import { enrichedCsv, enrichedXlsx } from './enriched';
import type { MatchJobRunner } from './runner';
import { guessMapping, readCsv } from './upload-file';
import { isXlsx, readXlsx } from './upload-xlsx';

const rowView = (row: MatchJobRowRecord): MatchJobRow => ({
  row: row.row_no,
  input: row.input,
  state: row.state,
  company_id: row.company_id,
  reviewed: row.reviewed,
  candidates: row.candidates,
});

const CSV = 'text/csv; charset=utf-8' as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' as const;

/** Jobs a user sees in the list, newest first. */
const LISTED_JOBS = 10;
/** Rows read per page when an enriched file is written. */
const DOWNLOAD_PAGE = 2_000;

/**
 * The dashboard's list matching (docs/decisions/161): an uploaded file becomes a draft job with
 * its columns mapped by their headers; started with the user's mapping, the runner matches it in
 * the background. Every call names the user, and a job of another user is not found.
 */
export function createMatchJobService(deps: {
  jobs: MatchJobRepository;
  companies: CompanyStore;
  quotas: Quotas;
  runner: MatchJobRunner;
  workspace: WorkspaceService;
  render: RenderPool;
}) {
  const { jobs, quotas, runner, workspace } = deps;

  async function view(job: MatchJobRecord): Promise<MatchJob> {
    return {
      job_id: job.job_id,
      file_name: job.file_name,
      status: job.status,
      columns: job.columns,
      mapping: job.mapping,
      rows: job.row_count,
      done: job.done_rows,
      counts: await jobs.counts(job.job_id),
      created_at: new Date(job.created_at).toISOString(),
    };
  }

  async function owned(userId: string, jobId: string): Promise<MatchJobRecord> {
    const job = await jobs.get(userId, jobId);
    if (!job) throw fail('match_job_not_found');
    return job;
  }

  return {
    async list(userId: string): Promise<MatchJob[]> {
      return Promise.all((await jobs.list(userId, LISTED_JOBS)).map(view));
    },

    async get(userId: string, jobId: string): Promise<MatchJob> {
      return view(await owned(userId, jobId));
    },

    /** Reads the file whole before anything is stored; the job and its rows are written in one transaction. */
    async upload(upload: {
      userId: string;
      fileName: string;
      contentType: string;
      body: unknown;
      lang: Lang;
    }): Promise<MatchJob> {
      const { userId, fileName, body, lang } = upload;
      if (!Buffer.isBuffer(body)) throw fail('match_file_not_text');
      const table = isXlsx(body, upload.contentType, fileName)
        ? await readXlsx(body, upload.contentType, fileName)
        : await readCsv(body);
      const job = {
        job_id: randomUUID(),
        user_id: userId,
        file_name: fileName,
        columns: table.columns,
        mapping: guessMapping(table.columns),
        lang,
        created_at: Date.now(),
      };
      await jobs.create(job, table.rows);
      return view({ ...job, status: 'draft', row_count: table.rows.length, done_rows: 0 });
    },

    /** The mapping is checked against the file's columns; the rows count against today's quota. */
    async start(userId: string, jobId: string, mapping: MatchMapping): Promise<MatchJob> {
      const job = await owned(userId, jobId);
      const columns = Object.values(mapping).filter((column) => column !== null && column !== undefined);
      if (columns.some((column) => column >= job.columns.length)) throw fail('match_mapping_column');
      const started = await jobs.start(userId, jobId, mapping, Date.now());
      if (started === 'not_found') throw fail('match_job_not_found');
      if (started === 'started_before') throw fail('match_job_started');
      if (started === 'running') throw fail('match_job_running');
      try {
        await quotas.matchRows(userId, job.row_count);
      } catch (error) {
        await jobs.unstart(jobId);
        throw error;
      }
      runner.kick();
      return view(await owned(userId, jobId));
    },

    async cancel(userId: string, jobId: string): Promise<MatchJob> {
      const job = await jobs.cancel(userId, jobId, Date.now());
      if (!job) throw fail('match_job_not_found');
      return view(job);
    },

    async rows(userId: string, jobId: string, state: MatchJobRow['state'] | undefined, offset: number) {
      await owned(userId, jobId);
      const page = await jobs.rows(jobId, state ?? undefined, offset, MATCH_JOB_PAGE_ROWS);
      return {
        total: page.total,
        rows: page.rows.map(rowView),
      };
    },

    /**
     * A person's decision: a candidate, or a company found by hand (added to the candidates, so
     * the table shows its name), or none.
     */
    async review(userId: string, jobId: string, rowNo: number, review: MatchReview): Promise<MatchJobRow> {
      await owned(userId, jobId);
      const row = await jobs.row(jobId, rowNo);
      if (!row?.state) throw fail('match_row_not_found');
      let candidates = row.candidates;
      const companyId = review.decision === 'accept' ? review.company_id : null;
      if (companyId !== null && !candidates.some((candidate) => candidate.company_id === companyId)) {
        const [company] = await deps.companies.companies.suggestions([companyId]);
        if (!company) throw fail('company_not_found', { id: String(companyId) });
        candidates = [
          {
            company_id: company.company_id,
            company_name: company.company_name,
            score: 0,
            match: false,
            city: company.address_city,
            register_number: null,
            reasons: [],
          },
          ...candidates,
        ];
      }
      const reviewed = await jobs.review(jobId, rowNo, companyId, candidates);
      if (!reviewed) throw fail('match_row_not_found');
      return rowView(reviewed);
    },

    /**
     * The companies of the matched rows (safe or accepted by a person) onto one of the user's lead
     * lists, or a new one, through the workspace service and so its ownership and size checks. A
     * new list that could not take them is removed again.
     */
    async addToLeadList(userId: string, jobId: string, target: MatchLeadListTarget) {
      await owned(userId, jobId);
      const ids = new Set<number>();
      for (let offset = 0, total = 1; offset < total; offset += DOWNLOAD_PAGE) {
        const page = await jobs.rows(jobId, 'matched', offset, DOWNLOAD_PAGE);
        total = page.total;
        for (const row of page.rows) if (row.company_id !== null) ids.add(row.company_id);
      }
      if (ids.size === 0) throw fail('match_lead_list_empty');
      const { list_id: listId, name } = target;
      if (name === undefined) {
        if (listId === undefined) throw fail('match_lead_list_target');
        return workspace.addItems(userId, listId, [...ids]);
      }
      const list = await workspace.createList(userId, name);
      try {
        return await workspace.addItems(userId, list.id, [...ids]);
      } catch (error) {
        await workspace.deleteList(userId, list.id);
        throw error;
      }
    },

    /** Every input column plus the company a row stands for, read page by page; a workbook is built in a worker thread. */
    async download(userId: string, jobId: string, format: 'csv' | 'xlsx') {
      const job = await owned(userId, jobId);
      const rows = [];
      for (let offset = 0; offset < job.row_count; offset += DOWNLOAD_PAGE)
        rows.push(...(await jobs.rows(jobId, undefined, offset, DOWNLOAD_PAGE)).rows);
      const ids = [...new Set(rows.flatMap((row) => (row.company_id === null ? [] : [row.company_id])))];
      const companies = new Map<number, CompanyExportRow>();
      for (let from = 0; from < ids.length; from += DOWNLOAD_PAGE)
        for (const company of await deps.companies.companies.exportRows(
          ids.slice(from, from + DOWNLOAD_PAGE),
        ))
          companies.set(company.company_id, company);
      const name = `${fileBaseName(job.file_name.replace(/\.[^.]+$/, ''))}-abgleich`;
      return format === 'xlsx'
        ? {
            contentType: XLSX,
            filename: `${name}.xlsx`,
            body: await deps.render.run({ kind: 'xlsx-table', table: enrichedXlsx(job, rows, companies) }),
          }
        : { contentType: CSV, filename: `${name}.csv`, body: enrichedCsv(job, rows, companies) };
    },
  };
}

export type MatchJobService = ReturnType<typeof createMatchJobService>;

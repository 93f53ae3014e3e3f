/**
 * The list-matching target of issue 30: a file of labelled queries from upload to finished
 * results through the job API of the compiled server (docs/decisions/161), with `/api/health`
 * and autocomplete asked beside it, and the workers' event loops meanwhile.
 */
import { MATCH_FIELDS, type MatchField, ZMatchJobAnswer } from '@fd/contract';
import { benchServerEnv, buildServer, startBenchServer } from './bench-server';
import { measuringLoops } from './load';
import { type LoopFigures, readLoopFigures } from './loop-figures';
import { cpuBetween, type ProcessCpu, serverCpu } from './match-cpu';
import type { LabelledMatch } from './match-queries';
import { probe, type Quantiles } from './probe';

/** The file's header: the matcher's fields under the German names a CRM export uses. */
const HEADER: Record<MatchField, string> = {
  name: 'Firma',
  street: 'Straße',
  postcode: 'PLZ',
  city: 'Ort',
  country: 'Land',
  register_number: 'Registernummer',
  lei: 'LEI',
  vat_id: 'USt-IdNr',
  website: 'Website',
};
/** How often the bench asks for the job's progress. */
const POLL_MS = 200;
const cell = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The first `rows` queries as a CSV a CRM would export (UTF-8, `;`). */
export function matchCsv(queries: readonly LabelledMatch[], rows: number): string {
  const lines = [
    MATCH_FIELDS.map((field) => HEADER[field]).join(';'),
    ...queries
      .slice(0, rows)
      .map(({ query }) => MATCH_FIELDS.map((field) => cell(query[field] ?? '')).join(';')),
  ];
  return `${lines.join('\n')}\n`;
}

export interface MatchFileReport {
  rows: number;
  /** From the first byte of the upload to the answer with the draft job. */
  uploadSeconds: number;
  /** From the first byte of the upload until the job reported every row matched. */
  totalSeconds: number;
  counts: { matched: number; review: number; none: number };
  health: Quantiles;
  autocomplete: Quantiles;
  loop: LoopFigures;
  /** CPU seconds from the upload to the end: each server process, and this process (the client and its probes). */
  cpu: ProcessCpu[];
}

/**
 * Starts the compiled server on the bench dataset (`dataDir`), uploads `csv` as the bench
 * account (`cookie`), starts the job with the mapping the server guessed and waits for it.
 * `prefixes` are the autocomplete inputs asked beside it.
 */
export async function measureMatchFile(options: {
  dataDir: string;
  port: number;
  companies: number;
  seed: number;
  cookie: string;
  csv: string;
  prefixes: readonly string[];
}): Promise<MatchFileReport> {
  buildServer();
  const env = benchServerEnv({
    dataDir: options.dataDir,
    port: options.port,
    companies: options.companies,
    seed: String(options.seed),
  });
  const server = await startBenchServer(env, options.port);
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const headers = { cookie: options.cookie, origin: baseUrl };
  const call = async (method: 'GET' | 'POST', path: string, body?: string, type = 'application/json') => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': type }) },
      body,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return ZMatchJobAnswer.parse(JSON.parse(text)).job;
  };
  try {
    // The first scrape compiles the metrics code; the measured window starts with the next one.
    await readLoopFigures(baseUrl);
    let uploadSeconds = 0;
    const pid = server.pid ?? 0;
    let cpu: ProcessCpu[] = [];
    const [[job, health, autocomplete], loop] = await measuringLoops({ baseUrl }, async () => {
      const cpuBefore = serverCpu(pid);
      const clientBefore = process.cpuUsage();
      const run = (async () => {
        const started = performance.now();
        const draft = await call('POST', '/match/jobs?file_name=bench.csv', options.csv, 'text/csv');
        uploadSeconds = (performance.now() - started) / 1000;
        await call('POST', `/match/jobs/${draft.job_id}/start`, JSON.stringify({ mapping: draft.mapping }));
        for (;;) {
          const job = await call('GET', `/match/jobs/${draft.job_id}`);
          if (job.status === 'done') {
            const client = process.cpuUsage(clientBefore);
            cpu = [
              ...cpuBetween(cpuBefore, serverCpu(pid)),
              { role: 'bench client', pid: process.pid, seconds: (client.user + client.system) / 1e6 },
            ];
            return { job, seconds: (performance.now() - started) / 1000 };
          }
          if (job.status !== 'queued' && job.status !== 'running')
            throw new Error(`the job ended as ${job.status}`);
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
      })();
      const suggest = options.prefixes.map((prefix) => ({
        method: 'GET' as const,
        path: `/api/suggestCompanyFromInput?keyword=${encodeURIComponent(prefix)}`,
      }));
      return Promise.all([
        run,
        probe(baseUrl, [{ method: 'GET', path: '/api/health' }], run),
        probe(baseUrl, suggest, run),
      ]);
    });
    return {
      rows: job.job.rows,
      uploadSeconds,
      totalSeconds: job.seconds,
      counts: job.job.counts,
      health,
      autocomplete,
      loop,
      cpu,
    };
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');

/** The file's figures as Markdown rows, with the targets. */
export function matchFileMarkdown(report: MatchFileReport): string {
  const verdict = (met: boolean) => (met ? 'met' : 'missed');
  const { health, autocomplete, loop } = report;
  return [
    '| list matching (upload → finished, compiled server) | figure | target | verdict |',
    '| --- | --: | --- | --- |',
    `| ${report.rows.toLocaleString('en-US')} rows: upload ${report.uploadSeconds.toFixed(1)} s, then matched (${report.counts.matched} matched, ${report.counts.review} to review, ${report.counts.none} none) | ${report.totalSeconds.toFixed(1)} s | ≤ 60 s | ${verdict(report.totalSeconds <= 60)} |`,
    `| /api/health p99 meanwhile (${health.requests} probes, ${health.errors} errors) | ${ms(health.p99)} ms | ≤ 20 ms | ${verdict(health.p99 <= 20 && health.errors === 0)} |`,
    `| autocomplete p99 meanwhile (${autocomplete.requests} probes, ${autocomplete.errors} errors) | ${ms(autocomplete.p99)} ms | ≤ 20 ms | ${verdict(autocomplete.p99 <= 20 && autocomplete.errors === 0)} |`,
    `| longest event-loop delay meanwhile (a worker's, from /metrics); own work; wait for a core | ${ms(loop.delayMs)}; ${ms(loop.workMs)}; ${ms(loop.cpuWaitMs)} ms | ≤ 20 ms | ${verdict(loop.delayMs <= 20)} |`,
    `| longest delay of an idle Node process meanwhile (control) | ${ms(loop.controlMs)} ms | – | reference |`,
    `| CPU seconds from upload to finished, by process | ${report.cpu.map(({ role, pid, seconds }) => `${role} ${pid}: ${seconds.toFixed(1)}`).join('; ') || '–'} | – | reference |`,
  ].join('\n');
}

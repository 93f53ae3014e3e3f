/**
 * GLEIF's golden copy as a sync source (docs/decisions/120). The API answers
 * `{base}/lei2/latest.csv` and `{base}/rr/latest.csv` with a redirect to the latest publish's
 * zip, `{base}/…/latest.csv?delta=<window>` with its delta file. GLEIF publishes three times
 * a day; a delta holds the LEIs new or changed since the publish 8 hours (IntraDay), 24 hours
 * (LastDay), 7 days (LastWeek) or 31 days (LastMonth) before it. The publish time is in the
 * file's name: 20250115-0800-gleif-goldencopy-lei2-golden-copy.csv.zip.
 */

import { parseGoldenCopyName } from '../importers/golden-copy-name';
import { checkGoldenCopyZip } from './archive-check';
import { type Headers, header } from './download';
import type { Fetched, RegisterSource, SyncPlan } from './source';

const HOUR = 3_600_000;

/** The windows GLEIF publishes, smallest first, with the time each reaches back. */
export const DELTA_WINDOWS = [
  { window: 'IntraDay', ms: 8 * HOUR, word: 'intra-day' },
  { window: 'LastDay', ms: 24 * HOUR, word: 'last-day' },
  { window: 'LastWeek', ms: 7 * 24 * HOUR, word: 'last-week' },
  { window: 'LastMonth', ms: 31 * 24 * HOUR, word: 'last-month' },
] as const;

export type DeltaWindow = (typeof DELTA_WINDOWS)[number]['window'];

const FILE_TEXT = { lei2: 'Level 1 (LEI-CDF)', rr: 'relationship (RR-CDF)' } as const;
type GleifFile = keyof typeof FILE_TEXT;

/**
 * Full without a publish to follow on, when asked, or when the last one lies more than a month
 * back; else the smallest delta window that reaches back to the last synced publish.
 */
export function planGleif(lastPublishedAt: string | null, now: Date, full: boolean): SyncPlan {
  if (full || !lastPublishedAt) return { kind: 'full', deltaWindow: null, force: full };
  const gap = now.getTime() - Date.parse(lastPublishedAt);
  const fit = DELTA_WINDOWS.find((delta) => delta.ms >= gap);
  return fit
    ? { kind: 'delta', deltaWindow: fit.window, force: false }
    : { kind: 'full', deltaWindow: null, force: false };
}

export const gleifUrl = (base: string, file: GleifFile, window: string | null) =>
  `${base}/${file}/latest.csv${window ? `?delta=${window}` : ''}`;

/**
 * When GLEIF published the file at `url` (ISO 8601), from its name, else from the answer's
 * Last-Modified; null while neither is known (a URL not yet requested). Throws when the name
 * says it is another file than the one asked for, or when an answer tells no publish time.
 */
export function publishTime(
  url: URL,
  headers: Headers | null,
  file: GleifFile,
  window: string | null,
): string | null {
  const name = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
  const expected = window ? DELTA_WINDOWS.find((delta) => delta.window === window)!.word : 'golden-copy';
  const parsed = parseGoldenCopyName(name);
  if (parsed) {
    if (parsed.file !== file || parsed.kind !== expected)
      throw new Error(`GLEIF answered the request for the ${FILE_TEXT[file]} ${expected} file with ${name}`);
    return parsed.publishedAt;
  }
  if (!headers) return null;
  const modified = Date.parse(header(headers, 'last-modified') ?? '');
  if (Number.isNaN(modified))
    throw new Error(
      `cannot tell when GLEIF published ${name} (no publish time in its name, no Last-Modified)`,
    );
  return new Date(modified).toISOString();
}

export const gleifSource: RegisterSource = {
  name: 'gleif',
  plan: (last, now, full) => planGleif(last?.publishedAt ?? null, now, full),

  async fetch(plan, last, context): Promise<Fetched> {
    const since = plan.kind === 'delta' ? (last?.publishedAt ?? null) : null;
    let levelOne: string | null = null;
    // The latest publish is the one already synced: nothing new to fetch. The API's redirect
    // names the file, so this is known before the file is asked for.
    const current = (url: URL, headers: Headers | null) => {
      levelOne = publishTime(url, headers, 'lei2', plan.deltaWindow) ?? levelOne;
      return since !== null && levelOne !== null && levelOne <= since ? 'skip' : 'download';
    };
    const lei = await context.download({
      label: `GLEIF ${FILE_TEXT.lei2}`,
      url: gleifUrl(context.config.sync.gleifUrl, 'lei2', plan.deltaWindow),
      nameFor: (url) => url.pathname.split('/').at(-1) ?? 'lei2.csv.zip',
      before: (url) => current(url, null),
      accept: current,
    });
    if (lei.kind !== 'downloaded')
      return { kind: 'unchanged', publishedAt: last?.publishedAt ?? levelOne, validators: null };
    let relationships: string | null = null;
    const rr = await context.download({
      label: `GLEIF ${FILE_TEXT.rr}`,
      url: gleifUrl(context.config.sync.gleifUrl, 'rr', plan.deltaWindow),
      nameFor: (url) => url.pathname.split('/').at(-1) ?? 'rr.csv.zip',
      accept(url, headers) {
        relationships = publishTime(url, headers, 'rr', plan.deltaWindow);
        return 'download';
      },
    });
    if (rr.kind !== 'downloaded') throw new Error('GLEIF answered the relationship file with "not modified"');
    // A publish between the two requests: the older of the two is what the store now holds.
    const publishedAt = [levelOne!, relationships!].sort()[0]!;
    return {
      kind: 'files',
      job: { source: 'gleif', leiFile: lei.path, relationshipsFile: rr.path },
      files: [lei.path, rr.path],
      publishedAt,
      bytes: lei.bytes + rr.bytes,
      validators: null,
    };
  },

  async check(fetched) {
    for (const file of fetched.files) await checkGoldenCopyZip(file);
  },
};

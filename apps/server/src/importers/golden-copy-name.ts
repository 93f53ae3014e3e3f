/**
 * GLEIF's names of its golden-copy files: 20250115-0800-gleif-goldencopy-lei2-golden-copy.csv.zip,
 * …-rr-last-day.csv.zip. The name holds when GLEIF published the file (UTC), which file it is
 * (lei2: Level 1, rr: relationships, repex: reporting exceptions) and whether it is the golden
 * copy or a delta (intra-day, last-day, last-week, last-month). docs/decisions/120.
 */
export interface GoldenCopyName {
  /** ISO 8601. */
  publishedAt: string;
  file: 'lei2' | 'rr' | 'repex';
  kind: string;
}

const NAME =
  /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})-gleif-goldencopy-(lei2|rr|repex)-([a-z-]+)\.csv(?:\.zip)?$/;

/** The parts of a golden-copy file name (a path's last segment), or null for any other name. */
export function parseGoldenCopyName(path: string): GoldenCopyName | null {
  const match = NAME.exec(path.split('/').at(-1) ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, file, kind] = match;
  const time = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  return { publishedAt: new Date(time).toISOString(), file: file as GoldenCopyName['file'], kind: kind! };
}

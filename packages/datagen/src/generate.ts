/** Entry points: a range of companies (for worker threads) and the whole dataset. */
import { generateCompany } from './companies';
import { createContext } from './core';
import { INDUSTRIES } from './industries';
import type { DatasetSink, GenerateOptions } from './types';

export interface GenerateRangeOptions {
  seed: number;
  /** Companies in the whole dataset; ranks are relative to it. */
  total: number;
  /** First company id, 1-based, inclusive. */
  from: number;
  /** Last company id, inclusive. */
  to: number;
  /** Called now and then with the number of companies of this range generated so far. */
  onProgress?: (companiesDone: number) => void;
}

const PROGRESS_EVERY = 2000;

/**
 * Emits companies from..to and their reports, representatives and employees. The rows of a company depend
 * only on (seed, total, id), so ranges generated in separate threads concatenate to the whole dataset.
 */
export function generateCompanies(sink: DatasetSink, options: GenerateRangeOptions): void {
  const { seed, total, from, to, onProgress } = options;
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  if (!Number.isInteger(total) || total < 1)
    throw new RangeError(`total must be a positive integer, got ${total}`);
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to > total || from > to) {
    throw new RangeError(`invalid range ${from}..${to} for ${total} companies`);
  }
  const ctx = createContext(seed, total);
  const scratch: number[] = [];
  for (let id = from; id <= to; id++) {
    generateCompany(ctx, sink, id, scratch);
    if (onProgress !== undefined && (id - from + 1) % PROGRESS_EVERY === 0) onProgress(id - from + 1);
  }
  onProgress?.(to - from + 1);
}

/** The industries, then every company 1..companies. */
export function generateDataset(sink: DatasetSink, options: GenerateOptions): void {
  sink.industries(INDUSTRIES);
  // An empty dataset (for imports only) has the industries and no companies.
  if (options.companies === 0) return;
  generateCompanies(sink, {
    seed: options.seed,
    total: options.companies,
    from: 1,
    to: options.companies,
    onProgress: options.onProgress,
  });
}

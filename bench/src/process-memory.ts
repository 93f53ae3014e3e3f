/**
 * The memory of a server's processes (Linux): its proportional set size summed over the primary
 * and every process below it. RSS counts a page of the memory-mapped dataset in each process that
 * touched it, though the page cache holds it once; PSS divides each shared page among the
 * processes that map it, so the sum counts it once (docs/decisions/211).
 */
import { readFileSync } from 'node:fs';
import { childrenOf } from './first-start';

/** One process's figures from `/proc/<pid>/smaps_rollup`, in bytes; the parts are null where the kernel does not give them. */
export interface SmapsRollup {
  rss: number;
  pss: number;
  /** PSS of anonymous memory (heaps, typed arrays, SQLite's page cache). */
  pssAnon: number | null;
  /** PSS of file-backed pages (the mapped dataset, the binaries). */
  pssFile: number | null;
  /** PSS of shared memory. */
  pssShmem: number | null;
}

/** What a server's processes hold together at one moment. */
export interface ServerMemory extends SmapsRollup {
  /** How many processes were summed (the primary, its workers, any process below them). */
  processes: number;
}

/** Reads a `smaps_rollup` text; null when it holds no `Rss` or `Pss` line (not a rollup). */
export function parseSmapsRollup(text: string): SmapsRollup | null {
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(text);
    return match ? Number(match[1]) * 1024 : null;
  };
  const rss = field('Rss');
  const pss = field('Pss');
  if (rss === null || pss === null) return null;
  return { rss, pss, pssAnon: field('Pss_Anon'), pssFile: field('Pss_File'), pssShmem: field('Pss_Shmem') };
}

/** `pid` and every process below it, parents before their children. */
export function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...childrenOf(tree[i]!));
  return tree;
}

/** The figures of `rollups` added up; a part is null when any process lacks it. */
export function sumRollups(rollups: SmapsRollup[]): ServerMemory {
  const add = (part: (rollup: SmapsRollup) => number | null) =>
    rollups.reduce<number | null>((sum, rollup) => {
      const value = part(rollup);
      return sum === null || value === null ? null : sum + value;
    }, 0);
  return {
    rss: add((rollup) => rollup.rss) ?? 0,
    pss: add((rollup) => rollup.pss) ?? 0,
    pssAnon: add((rollup) => rollup.pssAnon),
    pssFile: add((rollup) => rollup.pssFile),
    pssShmem: add((rollup) => rollup.pssShmem),
    processes: rollups.length,
  };
}

/**
 * The memory of the process `pid` and every process below it, now. A process that ended between
 * the listing and its reading is left out. Reading a rollup walks the process's page tables
 * while holding its memory map's lock: call it between measured windows, not during them.
 */
export function serverMemory(pid: number): ServerMemory {
  const rollups: SmapsRollup[] = [];
  for (const member of processTree(pid)) {
    try {
      const rollup = parseSmapsRollup(readFileSync(`/proc/${member}/smaps_rollup`, 'utf8'));
      if (rollup) rollups.push(rollup);
    } catch {
      // the process ended meanwhile
    }
  }
  return sumRollups(rollups);
}

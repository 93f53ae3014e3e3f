/**
 * `npm run bench -- scale --reuse <results.json>`: sizes an earlier scale run measured, taken from
 * its JSON instead of being run again, so that a size added later (10M after 1M and 3.6M) stands
 * beside them in one table. Only a run with the same seed, windows, connections and cold starts
 * is taken; each size it gives keeps its own load average and names the run it came from.
 */
import { readFileSync } from 'node:fs';
import type { ScaleReport, ScaleSize } from './scale-report';

/** The settings two runs must share for their sizes to stand in one table. */
const SHARED = ['seconds', 'mixedSeconds', 'connections', 'cold', 'coldSeconds'] as const;

/**
 * The sizes of the earlier `report`, by company count, each marked with the run it came from;
 * throws, naming the setting, when that run was made differently from `now`.
 */
export function earlierSizes(report: ScaleReport, now: Pick<ScaleReport, 'seed' | 'settings'>) {
  if (report.seed !== now.seed)
    throw new Error(`--reuse: that run used seed ${report.seed}, this one ${now.seed}`);
  for (const name of SHARED) {
    if (report.settings[name] !== now.settings[name])
      throw new Error(
        `--reuse: that run's ${name} was ${report.settings[name]}, this one's is ${now.settings[name]}`,
      );
  }
  const from = {
    date: report.date,
    command: report.command,
    // Runs from before the setting was recorded ran with its default, 0.
    engineProcess: report.settings.engineProcess ?? false,
  };
  return new Map<number, ScaleSize>(
    report.sizes.map((size) => [size.companies, { ...size, earlier: size.earlier ?? from }]),
  );
}

/** The earlier run's sizes read from the JSON file at `path` (see earlierSizes). */
export function readEarlierSizes(path: string, now: Pick<ScaleReport, 'seed' | 'settings'>) {
  return earlierSizes(JSON.parse(readFileSync(path, 'utf8')) as ScaleReport, now);
}

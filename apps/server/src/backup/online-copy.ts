import Database from 'better-sqlite3';

/**
 * Pages a step of the online backup copies at first: 4 MiB of SQLite's 4 KiB pages, a few
 * milliseconds of reading, so that each step's read snapshot is short.
 */
export const FIRST_STEP_PAGES = 1024;

/** The most pages better-sqlite3 takes for a step: past the size of any store, so "all the rest". */
const MAX_STEP_PAGES = 0x7fffffff;

export interface OnlineCopy {
  /** Pages in the copy. */
  pages: number;
  /** Times the copy started over because another connection wrote to the source meanwhile. */
  restarts: number;
}

/**
 * Copies the SQLite database at `source` into the new file `destination` with SQLite's online
 * backup API, while servers go on reading and writing it (docs/decisions/150). Each step copies
 * some pages inside a read snapshot of its own; between steps the source is free, and in WAL
 * mode even a step blocks no writer. A write by another connection between two steps makes
 * SQLite start the copy over, so every restart doubles the pages of a step: a copy of a store
 * that is written all the time ends after a handful of restarts, at worst in one step that
 * copies the whole file from one snapshot. The copy is consistent as of its last snapshot.
 */
export async function copyOnline(source: string, destination: string): Promise<OnlineCopy> {
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    let pagesPerStep = FIRST_STEP_PAGES;
    let remaining = Number.POSITIVE_INFINITY;
    let restarts = 0;
    const done = await db.backup(destination, {
      progress({ remainingPages }) {
        // Every completed step leaves fewer pages to copy; as many or more means it started over.
        if (remainingPages >= remaining) {
          restarts++;
          pagesPerStep = Math.min(pagesPerStep * 2, MAX_STEP_PAGES);
        }
        remaining = remainingPages;
        return pagesPerStep;
      },
    });
    return { pages: done.totalPages, restarts };
  } finally {
    db.close();
  }
}

import { describe, expect, it } from 'vitest';
import { BatchCollector } from './batches';

const source = { bytesRead: () => 42, bytesTotal: 100 };

describe('BatchCollector', () => {
  it('is due after ten batch sizes of rows even when every row was filtered', () => {
    const batch = new BatchCollector(source, { batchSize: 5 });
    let due = 0;
    for (let row = 1; row <= 120; row++) {
      batch.read();
      batch.filter();
      if (batch.full) {
        due++;
        expect(batch.take()).toMatchObject({
          companies: [],
          progress: { rowsRead: row, rowsFiltered: row, bytesRead: 42 },
        });
      }
    }
    expect(due).toBe(2);
  });

  it('is due at batchSize skipped rows, and passes over the rows before the resume position', () => {
    const batch = new BatchCollector(source, { batchSize: 2, resumeAfterRow: 3 });
    expect([batch.read(), batch.read(), batch.read(), batch.read()]).toEqual([false, false, false, true]);
    batch.skip(4, 'broken quoting');
    expect(batch.full).toBe(false);
    batch.read();
    batch.skip(5, 'no name');
    expect(batch.full).toBe(true);
    expect(batch.take().skipped).toEqual([
      { line: 4, reason: 'broken quoting' },
      { line: 5, reason: 'no name' },
    ]);
    expect(batch.take().skipped).toEqual([]);
  });
});

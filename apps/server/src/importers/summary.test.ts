import { describe, expect, it } from 'vitest';
import { formatSummary } from './summary';

describe('formatSummary', () => {
  it('lists counts, reasons by frequency and the skipped rows with their lines', () => {
    const text = formatSummary(
      [
        {
          file: 'lei.csv',
          progress: {
            rowsRead: 12345,
            rowsKept: 1000,
            rowsFiltered: 11340,
            rowsSkipped: 5,
            bytesRead: 1,
            bytesTotal: 1,
          },
          firstSkipped: [
            { line: 17, reason: "invalid LEI 'X'" },
            { line: 18, reason: 'broken quoting' },
          ],
          skippedByReason: { 'broken quoting': 1, 'invalid LEI': 4 },
          companies: 1000,
          relationships: 0,
          officers: 0,
          seconds: 2,
        },
      ],
      true,
    );
    expect(text).toBe(
      [
        'lei.csv',
        '  rows read      12,345 in 2.0 s (6,173 rows/s)',
        '  kept           1,000 (1,000 companies, 0 relationships, 0 officers)',
        '  filtered       11,340 (valid, outside AT/DE/CH or not a company of its own)',
        '  skipped        5',
        '            4  invalid LEI',
        '            1  broken quoting',
        '  first 2 skipped rows:',
        "    line        17  invalid LEI 'X'",
        '    line        18  broken quoting',
        'Dry run: nothing was written.',
      ].join('\n'),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { parseGoldenCopyName } from './golden-copy-name';

describe('parseGoldenCopyName', () => {
  it('reads the publish time, the file and its kind from the names GLEIF gives its files', () => {
    expect(parseGoldenCopyName('/data/20250115-1600-gleif-goldencopy-lei2-golden-copy.csv.zip')).toEqual({
      publishedAt: '2025-01-15T16:00:00.000Z',
      file: 'lei2',
      kind: 'golden-copy',
    });
    expect(parseGoldenCopyName('20250116-0000-gleif-goldencopy-rr-last-day.csv')).toEqual({
      publishedAt: '2025-01-16T00:00:00.000Z',
      file: 'rr',
      kind: 'last-day',
    });
  });

  it('knows nothing of other names', () => {
    expect(parseGoldenCopyName('gleif-lei.csv.zip')).toBeNull();
    expect(parseGoldenCopyName('20250115-1600-gleif-goldencopy-lei2-golden-copy.json.zip')).toBeNull();
  });
});

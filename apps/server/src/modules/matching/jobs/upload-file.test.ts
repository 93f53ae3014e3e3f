/**
 * An uploaded CSV is parsed a chunk at a time, with turns of the event loop between chunks once
 * the request's slice is used up (docs/decisions/209, 2026-11-30), into exactly the records the
 * one-piece parser makes of it.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { BudgetExceeded, runWithBudget, WorkBudget } from '../../../runtime/budget';
import { guessMapping, PARSE_CHUNK_BYTES, readCsv } from './upload-file';

/** Rows whose quoted cells hold separators, quotes, line breaks and umlauts, so that chunks end inside them. */
function file(rows: number, delimiter: string): string {
  const lines = [['Firma', 'Straße', 'PLZ', 'Ort', 'Notiz'].join(delimiter)];
  for (let row = 1; row <= rows; row++)
    lines.push(
      [
        `"Müller ""${row}"" GmbH${delimiter} & Co. KG"`,
        `Hauptstraße ${row}`,
        String(10_000 + (row % 89_999)),
        row % 3 === 0 ? `"Wien\n${row}. Bezirk"` : 'Köln',
        row % 5 === 0 ? '' : ` Zeile ${row} ü `,
      ].join(delimiter),
    );
  return `\uFEFF${lines.join(delimiter === ',' ? '\r\n' : '\n')}\n`;
}

const oneParse = (text: string, delimiter: string) =>
  parse(text.replace(/^\uFEFF/, ''), {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  }) as string[][];

describe('an uploaded CSV read in chunks', () => {
  it.each([';', ',', '\t'])('gives the records of one parse (delimiter %j)', async (delimiter) => {
    const text = file(3_000, delimiter);
    expect(Buffer.byteLength(text)).toBeGreaterThan(10 * PARSE_CHUNK_BYTES);
    const [columns, ...rows] = oneParse(text, delimiter);
    expect(await readCsv(Buffer.from(text))).toEqual({ columns, rows });
  });

  it('lets the event loop turn while a large file is parsed', async () => {
    const text = file(20_000, ';');
    const turns: number[] = [];
    let parsed = false;
    const timer = setInterval(() => {
      if (!parsed) turns.push(turns.length);
    }, 0);
    try {
      const table = await runWithBudget(new WorkBudget(60_000), () => readCsv(Buffer.from(text)));
      parsed = true;
      expect(table.rows).toHaveLength(20_000);
    } finally {
      clearInterval(timer);
    }
    // Parsed in one piece, the file held the loop from start to end: no timer ran meanwhile.
    expect(turns.length).toBeGreaterThan(0);
  });

  it("stops at the request's time budget with that error, not as a file that is not text", async () => {
    const text = file(3_000, ';');
    const read = runWithBudget(new WorkBudget(0), () => readCsv(Buffer.from(text)));
    await expect(read).rejects.toBeInstanceOf(BudgetExceeded);
  });

  it('still refuses a file with an unclosed quote as not text', async () => {
    const text = `Firma;Ort\n${'A;B\n'.repeat(10_000)}"offen;Wien\n`;
    await expect(readCsv(Buffer.from(text))).rejects.toMatchObject({ code: 'match_file_not_text' });
  });
});

describe('guessMapping', () => {
  it('reads headers as the search folds words: case, umlauts, ß, spaces and punctuation aside', () => {
    expect(guessMapping(['Notiz', 'FIRMA', 'Straße', 'P.L.Z.', 'Ort', 'USt-IdNr.'])).toEqual({
      name: 1,
      street: 2,
      postcode: 3,
      city: 4,
      vat_id: 5,
    });
  });
});

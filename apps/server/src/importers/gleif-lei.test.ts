import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEI, UID } from '../../test/fixtures/import/fixture-ids';
import { readGleifLei } from './gleif-lei';
import { collect, fixture } from './test-files';

const byLei = (companies: { sourceId: string }[], lei: string) => companies.find((c) => c.sourceId === lei);

describe('readGleifLei', () => {
  it('keeps the AT/DE/CH companies of the fixture and maps their fields', async () => {
    const { companies } = await collect(readGleifLei(fixture('gleif-lei.csv')));
    expect(companies.map((c) => c.name).sort()).toEqual([
      'Altmühl Textil GmbH i.L.',
      'Donaukanal Software GmbH',
      'Hanseatische Reederei AG',
      'Horlogerie du Lac Sàrl',
      'Isartal Maschinenbau GmbH',
      'Limmat Präzisionstechnik AG',
      'Mainufer Immobilien GmbH & Co. KG',
      'Müller Bau GmbH',
      'Nordsee Offshore Service GmbH',
      'Stiftung Berghof',
      'Tischlerei Gruber e.U.',
      'Wienerwald Bräu OG',
    ]);
    expect(byLei(companies, LEI.isartal)).toMatchObject({
      source: 'gleif',
      sourceLine: 2,
      sourceDate: '2024-05-02T08:00:00.000Z',
      otherNames: ['Isartal Machine Works'],
      address: {
        street: 'Leopoldstraße 10',
        postcode: '80802',
        city: 'München',
        region: 'DE-BY',
        country: 'DE',
      },
      country: 'DE',
      legalForm: 'GmbH',
      legalFormCode: '2HBR',
      status: 'active',
      sourceStatus: 'ACTIVE/ISSUED',
      foundedOn: '1998-04-01',
      identifiers: {
        lei: LEI.isartal,
        registerKey: 'DE:muenchen:HRB:123456',
        registerCourt: 'München',
        registerNumber: 'HRB 123456',
        registrationAuthority: 'RA000304',
      },
      nameKey: 'isartal maschinenbau',
      namePostcodeKey: 'DE:80802:isartal maschinenbau',
    });
  });

  it('maps legal forms, register keys and statuses of all three countries', async () => {
    const { companies } = await collect(readGleifLei(fixture('gleif-lei.csv')));
    expect(byLei(companies, LEI.mainufer)).toMatchObject({
      legalForm: 'GmbH & Co. KG',
      identifiers: { registerKey: 'DE:frankfurt-am-main:HRA:45678' },
    });
    expect(byLei(companies, LEI.hanse)).toMatchObject({
      legalForm: 'AG',
      identifiers: { registerKey: null, registerNumber: 'HRB 98765' },
    });
    expect(byLei(companies, LEI.altmuehl)).toMatchObject({
      status: 'inactive',
      sourceStatus: 'INACTIVE/RETIRED',
      nameKey: 'altmuehl textil',
    });
    expect(byLei(companies, LEI.donau)).toMatchObject({
      legalForm: 'GmbH',
      address: { additional: 'Stiege 2\nTop 14', postcode: '1020' },
      identifiers: { registerKey: 'AT:FN:123456a' },
    });
    expect(byLei(companies, LEI.gruber)).toMatchObject({
      legalForm: 'e.U.',
      identifiers: { registerKey: 'AT:FN:234567b' },
    });
    expect(byLei(companies, LEI.wienerwald)).toMatchObject({ legalForm: 'OG', country: 'AT' });
    expect(byLei(companies, LEI.limmat)).toMatchObject({
      legalForm: 'AG',
      identifiers: { registerKey: `CH:UID:CHE114478236`, registerNumber: UID.limmat },
    });
    expect(byLei(companies, LEI.horlogerie)).toMatchObject({ legalForm: 'GmbH', country: 'CH' });
    expect(byLei(companies, LEI.berghof)).toMatchObject({
      legalForm: 'Stiftung',
      identifiers: { registerKey: null },
    });
    expect(byLei(companies, LEI.nordsee)).toMatchObject({
      country: 'DE',
      address: { country: 'NL', postcode: '9979 XA' },
      namePostcodeKey: null,
    });
  });

  it('skips a bad LEI, broken quoting and an unknown country with their lines, and filters the rest', async () => {
    const { skipped, batches } = await collect(readGleifLei(fixture('gleif-lei.csv')));
    expect(skipped).toEqual([
      { line: 17, reason: `invalid LEI '${LEI.bad}'` },
      { line: 18, reason: 'broken quoting' },
      { line: 19, reason: "unknown country 'XX'" },
    ]);
    expect(batches.at(-1)!.progress).toMatchObject({
      rowsRead: 18,
      rowsKept: 12,
      rowsFiltered: 3,
      rowsSkipped: 3,
    });
  });

  it('reads the zipped file the same as the plain one, with progress in stored bytes', async () => {
    const plain = await collect(readGleifLei(fixture('gleif-lei.csv')));
    const zipped = await collect(readGleifLei(fixture('gleif-lei.csv.zip')));
    expect(zipped.companies).toEqual(plain.companies);
    expect(zipped.skipped).toEqual(plain.skipped);
    const { progress } = zipped.batches.at(-1)!;
    expect(progress.bytesRead).toBe(progress.bytesTotal);
    expect(progress.bytesTotal).toBeLessThan(4000);
  });

  it('batches, and resumes after the rows an earlier run committed', async () => {
    const all = await collect(readGleifLei(fixture('gleif-lei.csv'), { batchSize: 5 }));
    expect(all.batches.map((b) => b.companies.length)).toEqual([5, 5, 2]);
    const resumed = await collect(
      readGleifLei(fixture('gleif-lei.csv'), {
        batchSize: 5,
        resumeAfterRow: all.batches[0].progress.rowsRead,
      }),
    );
    expect(resumed.companies).toEqual(all.companies.slice(5));
  });

  it('gives the same fingerprints twice and new ones only for changed records', async () => {
    const first = await collect(readGleifLei(fixture('gleif-lei.csv')));
    const again = await collect(readGleifLei(fixture('gleif-lei.csv')));
    const newer = await collect(readGleifLei(fixture('gleif-lei-newer.csv')));
    expect(again.companies.map((c) => c.fingerprint)).toEqual(first.companies.map((c) => c.fingerprint));
    const before = new Map(first.companies.map((c) => [c.sourceId, c.fingerprint]));
    const changed = newer.companies
      .filter((c) => before.get(c.sourceId) !== c.fingerprint)
      .map((c) => c.name);
    expect(changed.sort()).toEqual([
      'Hanseatische Reederei AG',
      'Isartal Maschinenbau GmbH',
      'Rheinblick Weinhandel GmbH',
    ]);
  });

  it('refuses a file without the required columns, a truncated zip and a file of the wrong kind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fd-gleif-'));
    writeFileSync(join(dir, 'other.csv'), '"LEI","Name"\n"X","Y"\n');
    await expect(collect(readGleifLei(join(dir, 'other.csv')))).rejects.toThrow(
      /not a GLEIF LEI-CDF file, missing column\(s\) Entity.LegalName, Entity.LegalAddress.Country/,
    );
    await expect(collect(readGleifLei(fixture('gleif-lei-truncated.csv.zip')))).rejects.toThrow(/zip/);
    await expect(collect(readGleifLei(fixture('offeneregister.jsonl.bz2')))).rejects.toThrow(
      /this is a bz2 file; expected plain text or zip/,
    );
    await expect(collect(readGleifLei(join(dir, 'missing.csv')))).rejects.toThrow(/cannot open \(ENOENT\)/);
    await expect(collect(readGleifLei(fixture('offeneregister.jsonl')))).rejects.toThrow(
      /not a GLEIF LEI-CDF file/,
    );
    writeFileSync(join(dir, 'garbage.csv'), '"unclosed,"x"y\n1,2\n');
    await expect(collect(readGleifLei(join(dir, 'garbage.csv')))).rejects.toThrow(
      /no readable CSV header|not a GLEIF/,
    );
    writeFileSync(join(dir, 'empty.csv'), '');
    await expect(collect(readGleifLei(join(dir, 'empty.csv')))).rejects.toThrow(/the file is empty/);
  });
});

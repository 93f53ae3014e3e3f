import { describe, expect, it } from 'vitest';
import { readOffeneRegister } from './offeneregister';
import { collect, fixture } from './test-files';

describe('readOffeneRegister', () => {
  it('maps register entries: name, address, register key, legal form, status and officers', async () => {
    const { companies, officers } = await collect(readOffeneRegister(fixture('offeneregister.jsonl')));
    expect(companies).toHaveLength(8);
    expect(companies[0]).toEqual({
      source: 'offeneregister',
      sourceId: 'D2601R_HRB123456',
      sourceDate: '2018-11-09T18:03:03.000Z',
      sourceLine: 1,
      name: 'Isartal Maschinenbau GmbH',
      otherNames: [],
      previousNames: [],
      address: {
        street: 'Leopoldstraße 10',
        additional: null,
        postcode: '80802',
        city: 'München',
        region: 'DE-BY',
        country: 'DE',
      },
      headquarters: null,
      country: 'DE',
      legalForm: 'GmbH',
      legalFormCode: null,
      status: 'active',
      sourceStatus: 'currently registered',
      foundedOn: null,
      identifiers: {
        lei: null,
        registerKey: 'DE:muenchen:HRB:123456',
        registerCourt: 'München',
        registerNumber: 'HRB 123456',
        registrationAuthority: null,
      },
      nameKey: 'isartal maschinenbau',
      namePostcodeKey: 'DE:80802:isartal maschinenbau',
      fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(officers.filter((o) => o.companySourceId === 'D2601R_HRB123456')).toEqual([
      expect.objectContaining({
        name: 'Katrin Obermaier',
        firstName: 'Katrin',
        lastName: 'Obermaier',
        role: 'Geschäftsführer',
        kind: 'person',
        city: 'München',
        startDate: '2010-05-01',
        endDate: null,
        representation: 'einzelvertretungsberechtigt',
        sourceLine: 1,
      }),
      expect.objectContaining({ name: 'Josef Huber', role: 'Prokurist', representation: null }),
    ]);
    const byName = (name: string) => companies.find((c) => c.name === name);
    expect(byName('Mainufer Immobilien GmbH & Co. KG')).toMatchObject({
      legalForm: 'GmbH & Co. KG',
      identifiers: { registerKey: 'DE:frankfurt-am-main:HRA:45678' },
    });
    expect(officers.find((o) => o.companySourceId === 'M1201R_HRA45678')).toMatchObject({
      name: 'Mainufer Verwaltungs GmbH',
      kind: 'company',
    });
    expect(byName('olly UG (haftungsbeschränkt)')).toMatchObject({
      legalForm: 'UG (haftungsbeschränkt)',
      identifiers: { registerKey: 'DE:hamburg:HRB:150148' },
      address: { street: 'Waidmannstraße 1', postcode: '22769', city: 'Hamburg', region: 'DE-HH' },
    });
    expect(byName('Sportverein Isartal e.V.')).toMatchObject({
      legalForm: 'e.V.',
      identifiers: { registerKey: 'DE:muenchen:VR:20456' },
    });
    expect(byName('Elbe Kontor GmbH')).toMatchObject({ status: 'inactive', sourceStatus: 'removed' });
  });

  it('skips lines that are not JSON, lack a name or belong to another jurisdiction', async () => {
    const { skipped, batches } = await collect(readOffeneRegister(fixture('offeneregister.jsonl')));
    expect(skipped).toEqual([
      { line: 9, reason: 'not valid JSON' },
      { line: 10, reason: 'no name' },
      { line: 11, reason: "jurisdiction 'at' is not de" },
    ]);
    expect(batches.at(-1)!.progress).toMatchObject({ rowsRead: 11, rowsKept: 8, rowsSkipped: 3 });
  });

  it('reads the bzip2 file the same as the plain one and stops with an error on a truncated one', async () => {
    const plain = await collect(readOffeneRegister(fixture('offeneregister.jsonl')));
    const packed = await collect(readOffeneRegister(fixture('offeneregister.jsonl.bz2')));
    expect(packed.companies).toEqual(plain.companies);
    expect(packed.officers).toEqual(plain.officers);
    const { progress } = packed.batches.at(-1)!;
    expect(progress.bytesRead).toBe(progress.bytesTotal);
    await expect(collect(readOffeneRegister(fixture('offeneregister-truncated.jsonl.bz2')))).rejects.toThrow(
      /bzip2 data is damaged or cut off/,
    );
  });

  it('records renames, new officers and new companies of the newer crawl in the fingerprints', async () => {
    const first = await collect(readOffeneRegister(fixture('offeneregister.jsonl.bz2')));
    const newer = await collect(readOffeneRegister(fixture('offeneregister-newer.jsonl.bz2')));
    const before = new Set(first.companies.map((c) => c.fingerprint));
    expect(newer.companies.filter((c) => !before.has(c.fingerprint)).map((c) => c.name)).toEqual([
      'olly digital UG (haftungsbeschränkt)',
      'Rheinblick Weinhandel GmbH',
    ]);
    expect(newer.companies.find((c) => c.name.startsWith('olly'))!.previousNames).toEqual([
      'olly UG (haftungsbeschränkt)',
    ]);
    const officersBefore = new Set(first.officers.map((o) => o.fingerprint));
    expect(
      newer.officers.filter((o) => !officersBefore.has(o.fingerprint)).map((o) => [o.name, o.endDate]),
    ).toEqual([
      ['Katrin Obermaier', '2024-06-30'],
      ['Markus Zeller', null],
      ['Paul Winzer', null],
    ]);
  });

  it('refuses a CSV file and a zip file', async () => {
    await expect(collect(readOffeneRegister(fixture('gleif-rr.csv')))).rejects.toThrow(
      /not a JSON lines file/,
    );
    await expect(collect(readOffeneRegister(fixture('gleif-lei.csv.zip')))).rejects.toThrow(
      /this is a zip file; expected plain text or bz2/,
    );
  });
});

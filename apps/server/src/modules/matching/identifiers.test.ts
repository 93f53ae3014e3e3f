import { describe, expect, it } from 'vitest';
import {
  countryCode,
  domainOf,
  normaliseLei,
  normaliseVatId,
  parseRegisterNumber,
  registerCandidates,
} from './identifiers';
import { foldName, nameSimilarity } from './names';

describe('register numbers in the spellings people write them', () => {
  it('reads court and number of a German entry in either order', () => {
    for (const text of ['HRB 150148 Hamburg', 'Amtsgericht Hamburg HRB150148', 'hrb150148, AG Hamburg'])
      expect(parseRegisterNumber(text)).toEqual({
        numbers: ['HRB 150148', 'HRB 150148 B'],
        euid: null,
        court: ['hamburg'],
      });
    expect(parseRegisterNumber('HRA 4711')).toEqual({ numbers: ['HRA 4711'], euid: null, court: [] });
    expect(parseRegisterNumber('Amtsgericht Frankfurt am Main GnR 12')?.court).toEqual([
      'frankfurt',
      'am',
      'main',
    ]);
  });

  it('reads Austrian, Swiss UID and CH-ID numbers', () => {
    expect(parseRegisterNumber('FN 123456a')?.numbers).toEqual(['FN 123456a']);
    expect(parseRegisterNumber('FN123456 A')?.numbers).toEqual(['FN 123456a']);
    expect(parseRegisterNumber('123456a')?.numbers).toEqual(['FN 123456a']);
    expect(parseRegisterNumber('CHE-123.456.789')?.euid).toBe('CHE.123456789');
    expect(parseRegisterNumber('che123456789 MWST')?.euid).toBe('CHE.123456789');
    expect(parseRegisterNumber('CH-020.3.012.345-6')?.numbers).toEqual(['CH-020.3.012.345-6']);
    expect(parseRegisterNumber('no number here')).toBeNull();
  });

  it('normalises LEI, VAT ID, website and country', () => {
    expect(normaliseLei('5299 000u ahyt 8vkf kj94')).toBe('5299000UAHYT8VKFKJ94');
    expect(normaliseLei('12345')).toBeNull();
    expect(normaliseVatId('DE 136 068 515')).toEqual({ vatId: 'DE136068515', euid: null });
    expect(normaliseVatId('CHE-123.456.789 MWST')).toEqual({ vatId: null, euid: 'CHE.123456789' });
    expect(domainOf('https://www.Weberwerke.de/impressum')).toBe('weberwerke.de');
    expect(domainOf('info@weberwerke.de')).toBe('weberwerke.de');
    expect(domainOf('kein web')).toBeNull();
    expect(countryCode('Österreich')).toBe('AT');
    expect(countryCode('germany')).toBe('DE');
    expect(countryCode('Mars')).toBeNull();
  });
});

describe('names as the matcher compares them', () => {
  it('folds legal form, "&" / "und", "Gebr." and umlauts', () => {
    const a = foldName('Gebr. Müller & Söhne GmbH', 'DE');
    const b = foldName('Gebrüder Mueller und Soehne', 'DE');
    expect(a.words).toEqual(['gebrueder', 'mueller', 'und', 'soehne']);
    expect(a.form).toBe('GmbH');
    expect(nameSimilarity(a.words, b.words)).toEqual({ similarity: 1, verdict: 'exact' });
  });

  it('tells word order and typos apart from different names', () => {
    expect(nameSimilarity(['bau', 'weber'], ['weber', 'bau']).verdict).toBe('reordered');
    const typo = nameSimilarity(['weber', 'werke'], ['webre', 'werke']);
    expect(typo.verdict).toBe('typo');
    expect(typo.similarity).toBeGreaterThanOrEqual(0.85);
    expect(nameSimilarity(['weber', 'werke'], ['schmidt', 'logistik']).verdict).toBe('partial');
  });
});

describe('the holders of a register number worth scoring', () => {
  const holders = [
    ...Array.from({ length: 30 }, (_, i) => ({ companyId: i + 1, court: `Amtsgericht Ort${i}` })),
    { companyId: 31, court: 'Amtsgericht Kiel' },
    { companyId: 32, court: 'Amtsgericht Kiel' },
  ];
  it('keeps every holder at the court typed, however many other courts gave the number', () => {
    const ids = registerCandidates(holders, ['kiel']);
    expect(ids.slice(0, 2)).toEqual([31, 32]);
    expect(ids).toHaveLength(22);
  });
  it('keeps a few at any court when no court was typed', () => {
    expect(registerCandidates(holders, [])).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

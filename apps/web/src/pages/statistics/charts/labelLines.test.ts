import { describe, expect, it } from 'vitest';
import { labelLines } from './labelLines';

/** One unit a character, so that the limits read as character counts. */
const chars = (text: string) => text.length;

describe('labelLines', () => {
  it('keeps a short name on one line', () => {
    expect(labelLines('Handel', 16, chars)).toEqual(['Handel']);
  });

  it('breaks at spaces into two lines', () => {
    expect(labelLines('Informationstechnologie und Software', 24, chars)).toEqual([
      'Informationstechnologie',
      'und Software',
    ]);
  });

  it('breaks after a hyphen and keeps it', () => {
    expect(labelLines('Bau- und Immobilienwirtschaft', 16, chars)).toEqual(['Bau- und', 'Immobilienwirts…']);
  });

  it('cuts a word wider than a line at its end, never at its start', () => {
    expect(labelLines('Unternehmensberatung', 16, chars)).toEqual(['Unternehmensber…']);
    expect(labelLines('Management consulting and advisory services', 16, chars)).toEqual([
      'Management',
      'consulting and…',
    ]);
  });

  it('never gives a line wider than its limit', () => {
    for (const label of [
      'Versicherungsvermittlung und Finanzdienstleistungen',
      'A B C D E F G H I J K L M',
    ]) {
      for (const line of labelLines(label, 12, chars)) expect(line.length).toBeLessThanOrEqual(12);
    }
  });
});

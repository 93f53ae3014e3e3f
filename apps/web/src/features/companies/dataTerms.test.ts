import { describe, expect, it } from 'vitest';
import { dataTerms } from './useDataTerms';

const countries: Record<string, string> = { Austria: 'Austria', Germany: 'Germany' };
const german: Record<string, string> = { Austria: 'Österreich', Germany: 'Deutschland' };
const country = (value: string) => countries[value] ?? value;

describe('data terms', () => {
  it('gives English names of German data values in English', () => {
    const en = dataTerms('en', country);
    expect(en.place('Wien', 'Austria')).toBe('Vienna, Austria');
    expect(en.industry('Hochbau')).toBe('Building construction');
    expect(en.position('Leiterin Personal')).toBe('Head of HR');
    expect(en.representation('Gesamtprokura')).toBe('joint power of attorney (Prokura)');
    expect(en.insolvency('Vorläufiges Insolvenzverfahren')).toBe('Preliminary insolvency proceedings');
    expect(en.city('Graz')).toBe('Graz');
    expect(en.locality('Wiesbaden, Hessen, Deutschland')).toBe('Wiesbaden, Hesse, Germany');
    expect(en.locality('Wien, Wien, Österreich')).toBe('Vienna, Vienna, Austria');
  });

  it('keeps the data as it is in German', () => {
    const de = dataTerms('de', (value) => german[value] ?? value);
    expect(de.place('Wien', 'Austria')).toBe('Wien, Österreich');
    expect(de.industry('Hochbau')).toBe('Hochbau');
    expect(de.position('Leiterin Personal')).toBe('Leiterin Personal');
    expect(de.locality('Wiesbaden, Hessen, Deutschland')).toBe('Wiesbaden, Hessen, Deutschland');
  });
});

import { describe, expect, it } from 'vitest';
import { countryName, dataTerms, dataTermsIn } from './data-terms-lang';

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

  it('names statuses and countries in each language without the web catalogue', () => {
    expect(dataTermsIn('de').status('Active')).toBe('Aktiv');
    expect(dataTermsIn('de').status('In Liquidation')).toBe('In Liquidation');
    expect(dataTermsIn('en').status('In Liquidation')).toBe('In liquidation');
    expect(dataTermsIn('de').place('Berlin', 'Germany')).toBe('Berlin, Deutschland');
    expect(countryName('Switzerland', 'de')).toBe('Schweiz');
    expect(countryName('Austria', 'en')).toBe('Austria');
    expect(countryName('France', 'de')).toBe('France');
  });
});

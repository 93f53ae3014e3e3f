import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { en } from '../../i18n/en';
import { describeFilters } from './describeFilters';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    resources: { de: { translation: de }, en: { translation: en } },
    lng: 'de',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

const filters = [
  { indicator: 'address', operator: 'must', values: ['Wien'] },
  { indicator: 'radius', operator: 'must', values: ['25'] },
  { indicator: 'revenue', operator: 'must', values: ['1000000', ''] },
  { indicator: 'equity_ratio', operator: 'atleast', values: ['20', '60'] },
  { indicator: 'country', operator: 'must', values: ['Austria', 'Germany'] },
  { indicator: 'legal_status', operator: 'exclusive', values: ['Active'] },
];

describe('describeFilters', () => {
  it('says each saved filter in German words, with the operator where it is not MUST', () => {
    expect(describeFilters(filters, i18n.getFixedT('de'), 'de')).toEqual([
      'Adresse: Wien',
      'Umkreis: 25 km',
      'Umsatz: ab 1.000.000',
      'Eigenkapitalquote: 20 bis 60 (MINDESTENS EINER)',
      'Land: Österreich, Deutschland',
      'Rechtsstatus: Aktiv (GENAU EINER)',
    ]);
  });

  it('says them in English too', () => {
    const [, , revenue, , country] = describeFilters(filters, i18n.getFixedT('en'), 'en');
    expect(revenue).toBe('Revenue: from 1,000,000');
    expect(country).toBe('Country: Austria, Germany');
  });

  it('keeps an indicator it does not know readable', () => {
    expect(
      describeFilters(
        [{ indicator: 'shoe_size', operator: 'must', values: ['42'] }],
        i18n.getFixedT('de'),
        'de',
      ),
    ).toEqual(['shoe_size: 42']);
  });
});

describe('describeFilters of an event filter', () => {
  const events = [
    { indicator: 'event', operator: 'must', values: ['management_appointed,prokura_granted', 'last:90'] },
    { indicator: 'event', operator: 'atleast', values: ['deletion', '2026-08-01', '2026-11-28'] },
  ];

  it('names the types and the window in the UI language', () => {
    expect(describeFilters(events, i18n.getFixedT('de'), 'de')).toEqual([
      'Ereignis: Geschäftsleitung bestellt, Prokura erteilt · Letzte 90 Tage',
      'Ereignis: Im Register gelöscht · 01.08.2026 bis 28.11.2026 (MINDESTENS EINER)',
    ]);
    expect(describeFilters(events, i18n.getFixedT('en'), 'en')[0]).toBe(
      'Event: Management appointed, Prokura granted · Last 90 days',
    );
  });
});

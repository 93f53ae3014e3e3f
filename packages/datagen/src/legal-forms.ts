/** Country-typical legal forms with realistic shares by company size. */
import { WeightedList } from './random';
import { AT, CH, DE } from './regions';

export type FormKind =
  | 'capital'
  | 'stock'
  | 'gmbhco'
  | 'partnership'
  | 'limited'
  | 'sole'
  | 'coop'
  | 'verein';
export type Register = 'HRB' | 'HRA' | 'GnR' | 'FN' | 'ZVR' | 'CH';

export interface LegalForm {
  /** The legal_form column. */
  form: string;
  /** Written after the name ('' when the form is not part of the name). */
  suffix: string;
  country: number;
  kind: FormKind;
  register: Register;
  /** Digit for the legal form inside the Swiss CH-ID. */
  chDigit: number;
}

const f = (
  form: string,
  suffix: string,
  country: number,
  kind: FormKind,
  register: Register,
  chDigit = 0,
): LegalForm => ({
  form,
  suffix,
  country,
  kind,
  register,
  chDigit,
});

export const LEGAL_FORMS: readonly LegalForm[] = [
  f('GmbH', ' GmbH', DE, 'capital', 'HRB'),
  f('UG (haftungsbeschränkt)', ' UG (haftungsbeschränkt)', DE, 'capital', 'HRB'),
  f('GmbH & Co. KG', ' GmbH & Co. KG', DE, 'gmbhco', 'HRA'),
  f('e.K.', ' e.K.', DE, 'sole', 'HRA'),
  f('KG', ' KG', DE, 'limited', 'HRA'),
  f('AG', ' AG', DE, 'stock', 'HRB'),
  f('OHG', ' OHG', DE, 'partnership', 'HRA'),
  f('eG', ' eG', DE, 'coop', 'GnR'),
  f('SE', ' SE', DE, 'stock', 'HRB'),
  f('GmbH', ' GmbH', AT, 'capital', 'FN'),
  f('e.U.', ' e.U.', AT, 'sole', 'FN'),
  f('KG', ' KG', AT, 'limited', 'FN'),
  f('OG', ' OG', AT, 'partnership', 'FN'),
  f('AG', ' AG', AT, 'stock', 'FN'),
  f('FlexCo', ' FlexCo', AT, 'capital', 'FN'),
  f('Genossenschaft', ' eGen', AT, 'coop', 'FN'),
  f('GmbH & Co KG', ' GmbH & Co KG', AT, 'gmbhco', 'FN'),
  f('Verein', '', AT, 'verein', 'ZVR'),
  f('AG', ' AG', CH, 'stock', 'CH', 3),
  f('GmbH', ' GmbH', CH, 'capital', 'CH', 4),
  f('Einzelunternehmen', '', CH, 'sole', 'CH', 1),
  f('Genossenschaft', ' Genossenschaft', CH, 'coop', 'CH', 5),
  f('Kollektivgesellschaft', '', CH, 'partnership', 'CH', 2),
  f('Kommanditgesellschaft', '', CH, 'limited', 'CH', 2),
];

const byName = (country: number, form: string): number => {
  const i = LEGAL_FORMS.findIndex((x) => x.country === country && x.form === form);
  if (i < 0) throw new Error(`unknown legal form ${form}`);
  return i;
};

const table = (country: number, entries: [string, number][]): WeightedList<number> =>
  new WeightedList(entries.map(([form, w]) => [byName(country, form), w] as const));

/** [country][tier]: tier 0 = small, 1 = top 1%, 2 = top 0.1%. */
export const FORM_TABLES: readonly (readonly WeightedList<number>[])[] = [
  [
    table(DE, [
      ['GmbH', 60],
      ['UG (haftungsbeschränkt)', 9],
      ['GmbH & Co. KG', 11],
      ['e.K.', 9],
      ['KG', 3],
      ['AG', 1.1],
      ['OHG', 1.6],
      ['eG', 0.8],
    ]),
    table(DE, [
      ['GmbH', 45],
      ['GmbH & Co. KG', 22],
      ['AG', 14],
      ['SE', 2],
      ['KG', 7],
      ['eG', 4],
      ['e.K.', 1],
    ]),
    table(DE, [
      ['AG', 38],
      ['SE', 12],
      ['GmbH', 24],
      ['GmbH & Co. KG', 17],
      ['KG', 4],
      ['eG', 5],
    ]),
  ],
  [
    table(AT, [
      ['GmbH', 70],
      ['e.U.', 13],
      ['KG', 5.5],
      ['OG', 6],
      ['AG', 1],
      ['FlexCo', 1.2],
      ['Genossenschaft', 0.8],
      ['GmbH & Co KG', 2.5],
    ]),
    table(AT, [
      ['GmbH', 62],
      ['AG', 16],
      ['GmbH & Co KG', 10],
      ['KG', 5],
      ['Genossenschaft', 5],
      ['e.U.', 2],
    ]),
    table(AT, [
      ['AG', 50],
      ['GmbH', 35],
      ['GmbH & Co KG', 8],
      ['Genossenschaft', 7],
    ]),
  ],
  [
    table(CH, [
      ['GmbH', 42],
      ['AG', 37],
      ['Einzelunternehmen', 15],
      ['Genossenschaft', 1.5],
      ['Kollektivgesellschaft', 3.5],
      ['Kommanditgesellschaft', 1],
    ]),
    table(CH, [
      ['AG', 72],
      ['GmbH', 18],
      ['Genossenschaft', 6],
      ['Kollektivgesellschaft', 2],
      ['Einzelunternehmen', 2],
    ]),
    table(CH, [
      ['AG', 88],
      ['Genossenschaft', 7],
      ['GmbH', 5],
    ]),
  ],
];

/** The form used when a drawn form does not fit the industry (banks are not sole traders). */
export const DEFAULT_FORM = [byName(DE, 'GmbH'), byName(AT, 'GmbH'), byName(CH, 'AG')];
export const STOCK_FORM = [byName(DE, 'AG'), byName(AT, 'AG'), byName(CH, 'AG')];
export const VEREIN_FORM = byName(AT, 'Verein');

/** Conversions registers often show: a sole trader or UG became a GmbH, a GmbH an AG, a KG a GmbH & Co. KG. */
const CONVERSIONS: readonly [number, string, string][] = [
  [DE, 'UG (haftungsbeschränkt)', 'GmbH'],
  [DE, 'GmbH', 'AG'],
  [DE, 'AG', 'SE'],
  [DE, 'KG', 'GmbH & Co. KG'],
  [AT, 'e.U.', 'GmbH'],
  [AT, 'GmbH', 'AG'],
  [AT, 'GmbH', 'FlexCo'],
  [AT, 'KG', 'GmbH & Co KG'],
  [CH, 'Einzelunternehmen', 'GmbH'],
  [CH, 'GmbH', 'AG'],
];
const PREDECESSORS = new Map<LegalForm, LegalForm>(
  CONVERSIONS.map(([country, from, to]) => [
    LEGAL_FORMS[byName(country, to)]!,
    LEGAL_FORMS[byName(country, from)]!,
  ]),
);

/** The form a company of this form may have been converted from, or null. */
export const predecessorForm = (form: LegalForm): LegalForm | null => PREDECESSORS.get(form) ?? null;

/**
 * Legal forms: ISO 20275 ELF codes of AT/DE/CH (GLEIF ELF code list) to our legal form names,
 * and the legal form written at the end of a company name.
 */
import type { DachCountry } from './types';

/** ELF code → our legal form name; the code list assigns each code to one country. */
export const ELF_LEGAL_FORMS: Readonly<Record<string, string>> = {
  // Austria
  AXSB: 'GmbH',
  EQOV: 'AG',
  ONF1: 'KG',
  JTAV: 'OG',
  GVPD: 'OHG',
  ECWU: 'e.U.',
  G3R6: 'Einzelunternehmen',
  O65B: 'SE',
  BCSV: 'FlexCo',
  NIJH: 'Genossenschaft',
  '8XDW': 'Genossenschaft',
  DX6Z: 'Verein',
  '5WWO': 'Privatstiftung',
  E9OX: 'Stiftung',
  UI81: 'GesbR',
  CAQ1: 'VVaG',
  // Germany
  '2HBR': 'GmbH',
  SCE1: 'gGmbH',
  '63KS': 'UG (haftungsbeschränkt)',
  '6QQB': 'AG',
  YA01: 'gAG',
  '8Z6G': 'KG',
  T0YJ: 'KGaA',
  '40DB': 'OHG',
  OL20: 'e.K.',
  SGST: 'SE',
  AZFE: 'eG',
  US8E: 'eG',
  QZ3L: 'e.V.',
  '79H0': 'Verein',
  '7J3S': 'Verein',
  V2YH: 'Stiftung',
  '8CM0': 'PartG',
  '2YZO': 'PartG mbB',
  FR3V: 'GbR',
  PDNU: 'eGbR',
  '13AV': 'VVaG',
  JNDX: 'EWIV',
  // Switzerland (French and Italian names of the same forms: SA, Sàrl/Sagl, …)
  MVII: 'AG',
  '3EKS': 'GmbH',
  AZA0: 'Einzelunternehmen',
  QSI2: 'Genossenschaft',
  H781: 'Verein',
  '2JZ4': 'Stiftung',
  MRSY: 'Kollektivgesellschaft',
  CQMY: 'Kommanditgesellschaft',
  W6A7: 'Kommanditaktiengesellschaft',
  '2B81': 'Einfache Gesellschaft',
};

interface NameSuffix {
  pattern: RegExp;
  form: (country: DachCountry) => string;
}

const same = (form: string) => () => form;

/** Longest first: 'GmbH & Co. KG' must win over 'KG'. Anchored at the end of the name. */
const SUFFIXES: readonly NameSuffix[] = [
  {
    pattern:
      /\b(?:gmbh|ug \(haftungsbeschränkt\)|ag|se)\s*(?:&|und)\s*co\.?\s*(?:kg|kommanditgesellschaft)$/i,
    form: (country) => (country === 'AT' ? 'GmbH & Co KG' : 'GmbH & Co. KG'),
  },
  { pattern: /\bug\s*\(haftungsbeschränkt\)$|\bug$/i, form: same('UG (haftungsbeschränkt)') },
  { pattern: /\bggmbh$/i, form: same('gGmbH') },
  {
    pattern: /\b(?:gmbh|ges\.?\s*m\.?\s*b\.?\s*h\.?|gesellschaft mit beschränkter haftung)$/i,
    form: same('GmbH'),
  },
  { pattern: /\b(?:sàrl|sarl|sagl)$/i, form: same('GmbH') },
  { pattern: /\bkgaa$|\bkommanditgesellschaft auf aktien$/i, form: same('KGaA') },
  { pattern: /\bse$/i, form: same('SE') },
  { pattern: /\b(?:ag|aktiengesellschaft)$/i, form: same('AG') },
  { pattern: /\bsa$/i, form: (country) => (country === 'CH' ? 'AG' : 'SA') },
  { pattern: /\bohg$|\boffene handelsgesellschaft$/i, form: same('OHG') },
  { pattern: /\bog$/i, form: same('OG') },
  { pattern: /\bkg$|\bkommanditgesellschaft$/i, form: (c) => (c === 'CH' ? 'Kommanditgesellschaft' : 'KG') },
  { pattern: /\be\.\s?u\.?$/i, form: same('e.U.') },
  { pattern: /\be\.\s?k(?:fm|fr)?\.?$|\beingetragene(?:r)? kauf(?:mann|frau)$/i, form: same('e.K.') },
  { pattern: /\be\.?\s?gen\.?$/i, form: same('Genossenschaft') },
  { pattern: /\beg$|\beingetragene genossenschaft$/i, form: same('eG') },
  { pattern: /\be\.\s?v\.?$|\beingetragener verein$/i, form: same('e.V.') },
  { pattern: /\bpartg mbb$/i, form: same('PartG mbB') },
  { pattern: /\bpartg$|\bpartnerschaftsgesellschaft$/i, form: same('PartG') },
  { pattern: /\bflexco$/i, form: same('FlexCo') },
];

/** Trailing status words that are not part of the name ('i.L.' = in Liquidation). */
const TRAILING_STATUS = /[\s,]+(?:i\.\s?l\.|i\.\s?liq\.|in liquidation|in insolvenz)$/i;

/** The name without its trailing legal form (and liquidation marker), and that form. */
export function splitLegalForm(name: string, country: DachCountry): { base: string; form: string | null } {
  const trimmed = name
    .trim()
    .replace(TRAILING_STATUS, '')
    .replace(/[\s,]+$/, '');
  // 'Müller GmbH.' ends with a full stop that belongs to no form; 'Verein e.V.' keeps its own.
  for (const candidate of [trimmed, trimmed.replace(/\.$/, '')]) {
    for (const suffix of SUFFIXES) {
      const match = suffix.pattern.exec(candidate);
      if (match) {
        const base = candidate.slice(0, match.index).replace(/[\s,&-]+$/, '');
        if (base.length > 0) return { base, form: suffix.form(country) };
      }
    }
  }
  return { base: trimmed, form: null };
}

/**
 * Our legal form for a record: the ELF code when it is one we know, refined by the name for
 * 'GmbH & Co. KG' (a KG in the code list), else the name's suffix.
 */
export function resolveLegalForm(elfCode: string | null, name: string, country: DachCountry): string | null {
  const fromName = splitLegalForm(name, country).form;
  const fromCode = elfCode ? ELF_LEGAL_FORMS[elfCode.trim().toUpperCase()] : undefined;
  if (fromCode === 'KG' && fromName?.startsWith('GmbH & Co')) return fromName;
  return fromCode ?? fromName;
}

import type { Lang } from './format';
import type { MatchFeature, MatchVerdict } from './matching-constants';

const FEATURES: Record<Lang, Record<MatchFeature, string>> = {
  de: {
    lei: 'LEI',
    register_number: 'Registernummer',
    vat_id: 'USt-IdNr.',
    name: 'Name',
    legal_form: 'Rechtsform',
    postcode: 'PLZ',
    city: 'Ort',
    street: 'Straße',
    country: 'Land',
    website: 'Website',
    margin: 'Abstand',
  },
  en: {
    lei: 'LEI',
    register_number: 'Register number',
    vat_id: 'VAT ID',
    name: 'Name',
    legal_form: 'Legal form',
    postcode: 'Postcode',
    city: 'City',
    street: 'Street',
    country: 'Country',
    website: 'Website',
    margin: 'Margin',
  },
};

const VERDICTS: Record<Lang, Record<MatchVerdict, string>> = {
  de: {
    equal: 'gleich',
    different: 'verschieden',
    missing_in_input: 'fehlt in der Eingabe',
    missing_in_register: 'im Register nicht bekannt',
    exact: 'gleich',
    reordered: 'gleiche Wörter in anderer Reihenfolge',
    typo: 'tippfehlertolerante Übereinstimmung',
    partial: 'teilweise Übereinstimmung',
    former: 'früherer Wert laut Registerhistorie',
    former_typo: 'ähnlich einem früheren Wert laut Registerhistorie',
    court_differs: 'Nummer gleich, Gericht verschieden',
    shared_at_court: 'dieselbe Nummer hat beim selben Gericht ein weiteres Unternehmen',
    ambiguous: 'ein anderer Kandidat liegt zu nah',
  },
  en: {
    equal: 'equal',
    different: 'different',
    missing_in_input: 'missing in input',
    missing_in_register: 'not known in the register',
    exact: 'equal',
    reordered: 'same words in another order',
    typo: 'typo-tolerant match',
    partial: 'partial match',
    former: 'former value from the register history',
    former_typo: 'close to a former value from the register history',
    court_differs: 'same number, different court',
    shared_at_court: 'another company has the same number at the same court',
    ambiguous: 'another candidate is too close',
  },
};

/**
 * The number formats of each language, made once: `toLocaleString` with options builds a new
 * `Intl.NumberFormat` on every call, which was a tenth of a list-matching job's time.
 */
const locale = (lang: Lang) => (lang === 'de' ? 'de-DE' : 'en-US');
const FORMATS = {
  de: {
    twoDigits: new Intl.NumberFormat(locale('de'), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    upToTwo: new Intl.NumberFormat(locale('de'), { maximumFractionDigits: 2 }),
  },
  en: {
    twoDigits: new Intl.NumberFormat(locale('en'), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    upToTwo: new Intl.NumberFormat(locale('en'), { maximumFractionDigits: 2 }),
  },
} satisfies Record<Lang, Record<string, Intl.NumberFormat>>;

/** Two decimals in the language's format, signed: '+0,20' / '+0.20'. */
function signed(value: number, lang: Lang): string {
  return `${value < 0 ? '−' : '+'}${FORMATS[lang].twoDigits.format(Math.abs(value))}`;
}

/**
 * One reason as a line: 'Name: typo-tolerant match 0.92 (+0.55)'. `similarity` is printed for
 * name comparisons that are not exact.
 */
export function matchReasonText(
  reason: { feature: MatchFeature; verdict: MatchVerdict; contribution: number; similarity?: number },
  lang: Lang,
): string {
  const similarity =
    reason.similarity === undefined ? '' : ` ${FORMATS[lang].upToTwo.format(reason.similarity)}`;
  const effect = reason.contribution === 0 ? '' : ` (${signed(reason.contribution, lang)})`;
  return `${FEATURES[lang][reason.feature]}: ${VERDICTS[lang][reason.verdict]}${similarity}${effect}`;
}

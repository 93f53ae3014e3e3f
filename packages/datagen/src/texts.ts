/**
 * The short description, in German and in English from the same draws: both say the same thing
 * about the same company (docs/decisions/180).
 */
import { CITY_NAMES_EN } from '@fd/contract';
import { ACTIVITIES_EN } from './activities-en';
import type { CompanyCore } from './core';
import type { Rng } from './random';

export interface Description {
  de: string;
  en: string;
}

/** Size words by tier: [German, English]. */
const SIZE_WORDS: readonly (readonly (readonly [string, string])[])[] = [
  [
    ['ein inhabergeführter Betrieb', 'an owner-managed business'],
    ['ein kleines Unternehmen', 'a small company'],
    ['ein regional tätiges Unternehmen', 'a regionally active company'],
  ],
  [
    ['ein mittelständisches Unternehmen', 'a medium-sized company'],
    ['ein etablierter Anbieter', 'an established provider'],
    ['ein überregional tätiges Unternehmen', 'a company active beyond its region'],
  ],
  [
    ['eine international tätige Unternehmensgruppe', 'an international group of companies'],
    ['einer der führenden Anbieter', 'one of the leading providers'],
    ['ein bedeutendes Unternehmen', 'a major company'],
  ],
];

/** What an association does, by the first word of its name: [German, English]. */
function vereinPurpose(first: string): readonly [string, string] {
  if (/Sport|SV|ASKÖ|Union|club|Eisschützen/.test(first))
    return [
      'fördert den Breiten- und Jugendsport und betreibt einen regelmäßigen Trainings- und Wettkampfbetrieb',
      'promotes grassroots and youth sport and runs regular training and competitions',
    ];
  if (/Musik|Chor/.test(first))
    return [
      'pflegt die Blas- und Chormusik und gestaltet Konzerte und kirchliche Feste mit',
      'cultivates brass and choral music and takes part in concerts and church festivals',
    ];
  if (/Eltern/.test(first))
    return [
      'unterstützt Schülerinnen und Schüler sowie Schulveranstaltungen',
      'supports pupils and school events',
    ];
  if (/Kultur|Theater|Trachten/.test(first))
    return [
      'pflegt das kulturelle Leben und Brauchtum vor Ort',
      'cultivates local cultural life and customs',
    ];
  return [
    'fördert das Gemeinschaftsleben und organisiert Veranstaltungen für seine Mitglieder',
    'fosters community life and organises events for its members',
  ];
}

function vereinDescription(name: string, city: string, cityEn: string, foundedYear: number): Description {
  const first = name.slice(0, name.indexOf(' '));
  const article = /gruppe$|gemeinschaft$|^Union$/.test(first) ? 'Die' : 'Der';
  const [purpose, purposeEn] = vereinPurpose(first);
  return {
    de: `${article} ${name} wurde ${foundedYear} in ${city} gegründet und ${purpose}.`,
    en: `${name} was founded in ${cityEn} in ${foundedYear} and ${purposeEn}.`,
  };
}

/** 'Software development …' → 'software development …', but 'IT consulting' stays. */
function inSentence(label: string): string {
  const [first = '', second = ''] = label;
  return second === second.toLowerCase() ? first.toLowerCase() + label.slice(1) : label;
}

/** An industry's English words for its descriptions: its activities by index, its label in a sentence. */
interface IndustryEnglish {
  acts: readonly string[];
  label: string;
}

/**
 * Worked out once per industry, not once per company: looking up every activity's English by its
 * German text and lower-casing the label cost every company a few string operations.
 */
const INDUSTRY_ENGLISH = new WeakMap<CompanyCore['industry'], IndustryEnglish>();

function englishOf(ind: CompanyCore['industry']): IndustryEnglish {
  let english = INDUSTRY_ENGLISH.get(ind);
  if (english === undefined) {
    english = { acts: ind.acts.map((act) => ACTIVITIES_EN[act] ?? act), label: inSentence(ind.label_en) };
    INDUSTRY_ENGLISH.set(ind, english);
  }
  return english;
}

export function shortDescription(rng: Rng, core: CompanyCore, foundedYear: number): Description {
  const ind = core.industry;
  const acts = ind.acts;
  const i1 = rng.int(acts.length);
  let i2 = rng.int(acts.length);
  if (acts[i2] === acts[i1]) i2 = (acts.indexOf(acts[i1]) + 1) % acts.length;
  const city = core.city.name;
  const cityEn = CITY_NAMES_EN[city] ?? city;
  if (core.form.kind === 'verein') return vereinDescription(core.name, city, cityEn, foundedYear);
  const english = englishOf(ind);
  const a1 = acts[i1];
  const a2 = acts[i2];
  const b1 = english.acts[i1];
  const b2 = english.acts[i2];
  const industryEn = english.label;
  const r = rng.next();
  if (r < 0.34)
    return {
      de: `Das ${foundedYear} gegründete Unternehmen mit Sitz in ${city} ist im Bereich ${ind.gegenstand} tätig und konzentriert sich auf ${a1} und ${a2}.`,
      en: `Founded in ${foundedYear} and based in ${cityEn}, the company works in ${industryEn} and focuses on ${b1} and ${b2}.`,
    };
  if (r < 0.67) {
    const [size, sizeEn] = rng.pick(SIZE_WORDS[core.tier]);
    return {
      de: `${core.name} mit Sitz in ${city} ist ${size} im Bereich ${ind.gegenstand}. Das ${foundedYear} gegründete Unternehmen bietet ${a1} sowie ${a2}.`,
      en: `${core.name}, based in ${cityEn}, is ${sizeEn} in ${industryEn}. Founded in ${foundedYear}, the company offers ${b1} and ${b2}.`,
    };
  }
  return {
    de: `Seit ${foundedYear} steht ${core.name} in ${city} für ${a1}. Daneben bietet das Unternehmen ${a2} an.`,
    en: `Since ${foundedYear}, ${core.name} in ${cityEn} has stood for ${b1}. The company also offers ${b2}.`,
  };
}

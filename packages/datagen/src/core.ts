/**
 * The core of a company — country, city, industry, legal form, name — drawn from its own stream so that
 * any company's name can be recomputed from (seed, total, id) alone (owners name their parent company).
 */
import { companyStem, withSuffix } from './company-names';
import { DAY_2025, dayNumber, yearOf } from './dates';
import { DEEP_SPAN, type GroupPlace, groupPlace } from './groups';
import { ASSOCIATION_INDUSTRY, Flag, INDUSTRY_CATALOGUE, type IndustryInfo } from './industries';
import {
  DEFAULT_FORM,
  FORM_TABLES,
  LEGAL_FORMS,
  type LegalForm,
  STOCK_FORM,
  VEREIN_FORM,
} from './legal-forms';
import { type City, getPlaces, type Places, pickCity } from './places';
import { AliasTable, hash3, Rng, WeightedList } from './random';
import { AT, CH, COUNTRIES, DE } from './regions';

export const SALT_CORE = 0x0c0de;
export const SALT_MAIN = 0x3a1f;
const SALT_DIVISION = 0xd1f;

export interface CompanyCore {
  id: number;
  /** Relative rank id/total: 0 = largest. */
  q: number;
  /** 0 = ordinary, 1 = top 1 %, 2 = the largest companies. */
  tier: number;
  country: number;
  city: City;
  industry: IndustryInfo;
  form: LegalForm;
  stem: string;
  name: string;
  surname: string | null;
  /** Founding date as a day number; older companies are larger. */
  founded: number;
  /**
   * The name and legal form the company was registered with: a group member acquired after its
   * founding joined under another name (and a sole trader or partnership became a GmbH then).
   */
  registeredName: string;
  registeredForm: LegalForm;
  /** Place in a holding group, or null. */
  group: GroupPlace | null;
  /** The name stem a holding group's companies share (the head's stem); the own stem outside groups. */
  groupStem: string;
  /** The holding group head's country (its managers' nationality); the own country outside groups. */
  groupCountry: number;
}

export interface GenContext {
  seed: number;
  total: number;
  places: Places;
  /** The current company's main stream. */
  rng: Rng;
  /** The current company's core stream. */
  coreRng: Rng;
  /** For cores of other companies (parents, reused names). */
  auxRng: Rng;
  /** For the cores and revenue draws of parents when capping a subsidiary's revenue. */
  figCoreRng: Rng;
  figRng: Rng;
  /** Only for reused names: a second level must not clobber auxRng. */
  aux2Rng: Rng;
  /** For other companies' founding days (the dates of group ties). */
  tieRng: Rng;
  /** For another company's status (whether a merger's target is active). */
  fateRng: Rng;
}

const COUNTRY_TABLE = new WeightedList(COUNTRIES.map((c, i) => [i, c.share] as const));

let industryTables: AliasTable[] | null = null;

function industryTable(tier: number): AliasTable {
  if (industryTables === null) {
    const small = INDUSTRY_CATALOGUE.map((i) => i.weight);
    const big = INDUSTRY_CATALOGUE.map((i) => i.big);
    industryTables = [
      new AliasTable(small),
      new AliasTable(small.map((w, i) => w + big[i])),
      new AliasTable(big),
    ];
  }
  return industryTables[tier];
}

export function createContext(seed: number, total: number): GenContext {
  return {
    seed,
    total,
    places: getPlaces(),
    rng: new Rng(),
    coreRng: new Rng(),
    auxRng: new Rng(),
    aux2Rng: new Rng(),
    figCoreRng: new Rng(),
    figRng: new Rng(),
    tieRng: new Rng(),
    fateRng: new Rng(),
  };
}

const DAY_1850 = dayNumber(1850, 1, 1);
const DAY_FOUNDED_MAX = dayNumber(2025, 6, 30);

/** Mean age about 60 years at the very top, 15 in the tail (Erlang-2: few companies are brand new). */
function foundedDay(rng: Rng, q: number, tier: number): number {
  const meanAge = 14 + 48 / (1 + q * 500);
  let age = (-Math.log(1 - rng.next()) - Math.log(1 - rng.next())) * 0.5 * meanAge + (tier === 2 ? 5 : 0);
  if (age > 175) age = 100 + rng.next() * 75;
  return Math.max(DAY_1850, Math.min(DAY_FOUNDED_MAX, DAY_2025 + 180 - Math.floor(age * 365.25)));
}

/** A company's founding day without the rest of its core: the first draw of its core stream. */
export function foundedOf(ctx: GenContext, id: number): number {
  const q = id / ctx.total;
  return foundedDay(ctx.tieRng.reseed(ctx.seed, id, SALT_CORE), q, tierOf(id, q));
}

export function tierOf(id: number, q: number): number {
  return q < 0.001 || id <= 25 ? 2 : q < 0.01 ? 1 : 0;
}

function chooseForm(rng: Rng, country: number, tier: number, ind: IndustryInfo): number {
  let index = FORM_TABLES[country][tier].sample(rng);
  const kind = LEGAL_FORMS[index].kind;
  if (kind === 'sole' && ((ind.flags & Flag.Sole) === 0 || ind.profile === 'holding'))
    index = DEFAULT_FORM[country];
  if (kind === 'coop' && (ind.flags & Flag.Coop) === 0)
    index = tier === 2 ? STOCK_FORM[country] : DEFAULT_FORM[country];
  if ((ind.profile === 'insurance' || ind.profile === 'bank') && kind !== 'coop' && kind !== 'stock') {
    index = tier > 0 || rng.chance(0.5) ? STOCK_FORM[country] : index;
  }
  return index;
}

/** Country of a holding member: mostly the parent's; a German or Swiss parent's often Austrian. */
function memberCountry(rng: Rng, parent: CompanyCore, own: number): number {
  const r = rng.next();
  if ((parent.country === DE || parent.country === CH) && r < 0.3) return AT;
  return r < 0.85 ? parent.country : own;
}

const COUNTRY_WORD = ['Deutschland', 'Austria', 'Schweiz'];
/** What a head's subsidiaries are called after; rotated per group, so siblings never share one. */
const DIVISIONS = [
  'Holding',
  'Beteiligungs',
  'Verwaltungs',
  'Service',
  'Vertriebs',
  'Immobilien',
  'Technik',
  'Logistik',
  'Handels',
  'Projekt',
  'Consulting',
  'Invest',
];
/** Below the first level: regions, then numbers and letters, as registers show them. */
const DEEPER = [
  ['Nord', 'Süd', 'Ost', 'West', 'Mitte', 'International'],
  ['II', 'III', 'IV', 'V', 'VI', 'VII'],
  ['A', 'B', 'C', 'D', 'E', 'F'],
];

/**
 * A member's stem: its parent's stem and a word no sibling has (a member's id is its parent's
 * times DEEP_SPAN plus its place among the siblings), so no two companies of a group share a name
 * and a manager's person page never shows one name twice. A first-level member abroad names its
 * country too ("Scholz Gruppe Austria Vertriebs").
 */
function memberStem(id: number, parent: CompanyCore, country: number, seed: number): string {
  const place = id - parent.id * DEEP_SPAN;
  const parentLevel = parent.group?.level ?? 0;
  if (parentLevel > 0) return `${parent.stem} ${DEEPER[parentLevel - 1]![place]}`;
  const division = DIVISIONS[(place + hash3(seed, parent.id, SALT_DIVISION)) % DIVISIONS.length];
  const abroad = country !== parent.country ? `${COUNTRY_WORD[country]} ` : '';
  return `${parent.groupStem} ${abroad}${division}`;
}

/** Subsidiaries are companies: a member drawn as a sole trader or partnership becomes a GmbH. */
function memberForm(form: LegalForm, country: number): LegalForm {
  const kind = form.kind;
  return kind === 'capital' || kind === 'gmbhco' || kind === 'stock'
    ? form
    : LEGAL_FORMS[DEFAULT_FORM[country]];
}

export function computeCore(ctx: GenContext, id: number, rng: Rng, allowReuse: boolean): CompanyCore {
  const group = groupPlace(ctx.seed, ctx.total, id);
  // A member's core depends on its parent's: computed first, so that the same stream can be reused.
  const parent =
    group !== null && group.level > 0 ? computeCore(ctx, Math.floor(id / DEEP_SPAN), rng, true) : null;
  rng.reseed(ctx.seed, id, SALT_CORE);
  const q = id / ctx.total;
  const tier = tierOf(id, q);
  const founded = foundedDay(rng, q, tier);
  const foundedYear = yearOf(founded);
  const drawn = COUNTRY_TABLE.sample(rng);
  const country = parent !== null ? memberCountry(rng, parent, drawn) : drawn;
  // Large companies sit in larger cities: the best of several population-weighted draws.
  let city = ctx.places.cities[pickCity(ctx.places, rng, country)];
  for (let i = 0; i < tier; i++) {
    const other = ctx.places.cities[pickCity(ctx.places, rng, country)];
    if (other.pop > city.pop) city = other;
  }
  let industry: IndustryInfo;
  let form: LegalForm;
  if (country === AT && tier === 0 && rng.chance(0.03)) {
    industry = INDUSTRY_CATALOGUE[ASSOCIATION_INDUSTRY];
    form = LEGAL_FORMS[VEREIN_FORM];
  } else {
    industry = INDUSTRY_CATALOGUE[industryTable(tier).sample(rng)];
    form = LEGAL_FORMS[chooseForm(rng, country, tier, industry)];
  }
  let { stem, surname } = companyStem(rng, industry, form, city, tier, foundedYear);
  const registeredName = withSuffix(stem, form);
  const registeredForm = form;
  // About 1 % reuse an earlier company's name, with another city or form, as real registers show.
  if (parent !== null) {
    form = memberForm(form, country);
    stem = memberStem(id, parent, country, ctx.seed);
    surname = parent.surname;
  } else if (allowReuse && id > 1 && form.kind !== 'verein' && rng.chance(0.012)) {
    const otherId = 1 + rng.int(id - 1);
    // Not a holding member: its core would need its parents' (and a second stream).
    const otherPlace = groupPlace(ctx.seed, ctx.total, otherId);
    const other =
      otherPlace === null || otherPlace.level === 0 ? computeCore(ctx, otherId, ctx.aux2Rng, false) : null;
    if (other !== null && other.country === country && other.form.kind !== 'verein') {
      stem = rng.chance(0.4) && other.city.short !== city.short ? `${other.stem} ${city.short}` : other.stem;
      surname = other.surname;
    }
  }
  const groupStem = parent !== null ? parent.groupStem : stem;
  const groupCountry = parent !== null ? parent.groupCountry : country;
  const name = withSuffix(stem, form);
  return {
    id,
    q,
    tier,
    country,
    city,
    industry,
    form,
    stem,
    name,
    surname,
    founded,
    registeredName: parent !== null ? registeredName : name,
    registeredForm: parent !== null ? registeredForm : form,
    group,
    groupStem,
    groupCountry,
  };
}

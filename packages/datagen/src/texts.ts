/** German texts: short description, recent updates, insolvency records. */
import type { CompanyCore } from './core';
import { AT_COURTS, DE_COURTS } from './courts';
import { dayNumber, isoDate, yearOf } from './dates';
import { makePerson } from './people';
import { quote } from './quote';
import type { Rng } from './random';
import { AT, CH } from './regions';
import type { LegalStatus } from './types';

const SIZE_WORDS = [
  ['ein inhabergeführter Betrieb', 'ein kleines Unternehmen', 'ein regional tätiges Unternehmen'],
  ['ein mittelständisches Unternehmen', 'ein etablierter Anbieter', 'ein überregional tätiges Unternehmen'],
  [
    'eine international tätige Unternehmensgruppe',
    'einer der führenden Anbieter',
    'ein bedeutendes Unternehmen',
  ],
];

function vereinDescription(name: string, city: string, foundedYear: number): string {
  const first = name.slice(0, name.indexOf(' '));
  const article = /gruppe$|gemeinschaft$|^Union$/.test(first) ? 'Die' : 'Der';
  const purpose = /Sport|SV|ASKÖ|Union|club|Eisschützen/.test(first)
    ? 'fördert den Breiten- und Jugendsport und betreibt einen regelmäßigen Trainings- und Wettkampfbetrieb'
    : /Musik|Chor/.test(first)
      ? 'pflegt die Blas- und Chormusik und gestaltet Konzerte und kirchliche Feste mit'
      : /Eltern/.test(first)
        ? 'unterstützt Schülerinnen und Schüler sowie Schulveranstaltungen'
        : /Kultur|Theater|Trachten/.test(first)
          ? 'pflegt das kulturelle Leben und Brauchtum vor Ort'
          : 'fördert das Gemeinschaftsleben und organisiert Veranstaltungen für seine Mitglieder';
  return `${article} ${name} wurde ${foundedYear} in ${city} gegründet und ${purpose}.`;
}

export function shortDescription(rng: Rng, core: CompanyCore, foundedYear: number): string {
  const ind = core.industry;
  const a1 = rng.pick(ind.acts);
  let a2 = rng.pick(ind.acts);
  if (a2 === a1) a2 = ind.acts[(ind.acts.indexOf(a1) + 1) % ind.acts.length];
  const city = core.city.name;
  if (core.form.kind === 'verein') return vereinDescription(core.name, city, foundedYear);
  const r = rng.next();
  if (r < 0.34)
    return `Das ${foundedYear} gegründete Unternehmen mit Sitz in ${city} ist im Bereich ${ind.gegenstand} tätig und konzentriert sich auf ${a1} und ${a2}.`;
  if (r < 0.67)
    return `${core.name} mit Sitz in ${city} ist ${rng.pick(SIZE_WORDS[core.tier])} im Bereich ${ind.gegenstand}. Das ${foundedYear} gegründete Unternehmen bietet ${a1} sowie ${a2}.`;
  return `Seit ${foundedYear} steht ${core.name} in ${city} für ${a1}. Daneben bietet das Unternehmen ${a2} an.`;
}

const INSOLVENCY_STATUS = [
  [
    'Insolvenzverfahren eröffnet',
    'Vorläufiges Insolvenzverfahren',
    'Insolvenzverfahren in Eigenverwaltung',
    'Insolvenzverfahren aufgehoben',
  ],
  [
    'Konkursverfahren eröffnet',
    'Sanierungsverfahren ohne Eigenverwaltung eröffnet',
    'Sanierungsverfahren mit Eigenverwaltung eröffnet',
    'Konkursverfahren aufgehoben',
  ],
  [
    'Konkursverfahren eröffnet',
    'Provisorische Nachlassstundung',
    'Definitive Nachlassstundung',
    'Konkursverfahren eingestellt',
  ],
];

/** JSON { status, court, case_number, opened_on } or null; about 1.5 % of companies, mostly not active. */
export function insolvencyJson(
  rng: Rng,
  core: CompanyCore,
  status: LegalStatus,
  addedDay: number,
  updatedDay: number,
): string | null {
  if (!rng.chance(status === 'Active' ? 0.0025 : 0.105)) return null;
  const c = core.country;
  const opened = addedDay + rng.int(Math.max(1, updatedDay - addedDay));
  const yy = String(yearOf(opened) % 100).padStart(2, '0');
  const court =
    c === CH
      ? `Konkursamt ${core.city.short}`
      : c === AT
        ? AT_COURTS[core.city.court].name
        : DE_COURTS[core.city.court].name;
  const caseNumber =
    c === CH
      ? `KA ${yearOf(opened)}/${rng.range(1, 2500)}`
      : c === AT
        ? `${rng.range(1, 75)} S ${rng.range(1, 400)}/${yy}`
        : `${rng.range(1, 99)} IN ${rng.range(1, 1800)}/${yy}`;
  const statusText = status === 'Active' ? INSOLVENCY_STATUS[c][2] : rng.pick(INSOLVENCY_STATUS[c]);
  return `{"status":"${statusText}","court":"${court}","case_number":"${caseNumber}","opened_on":"${isoDate(opened)}"}`;
}

export interface UpdateInput {
  status: LegalStatus;
  address: string;
  oldAddress: string;
  ceoName: string | null;
  oldCeoName: string;
  gfTitle: string;
  /** Balance-sheet date of the latest report, null without reports. */
  latestReport: string | null;
  capital: number | null;
  website: string | null;
  oldName: string;
}

/** JSON array of { date, field, old_value, new_value, description }, newest first, 0–4 entries. */
export function recentUpdatesJson(
  rng: Rng,
  core: CompanyCore,
  addedDay: number,
  updatedDay: number,
  u: UpdateInput,
): string {
  const r = rng.next();
  let n = r < 0.35 ? 0 : r < 0.65 ? 1 : r < 0.85 ? 2 : r < 0.95 ? 3 : 4;
  if (core.tier > 0 && n < 2) n += 1;
  if (n === 0) return '[]';
  const entries: string[] = [];
  const reportYear = u.latestReport !== null ? Number(u.latestReport.slice(0, 4)) : 0;
  let day = updatedDay;
  const span = Math.max(1, updatedDay - addedDay);
  for (let i = 0; i < n; i++) {
    const date = isoDate(day);
    const pick = rng.int(8);
    let field = '';
    let oldV: string | null = null;
    let newV: string | null = null;
    let text = '';
    if (i === 0 && u.status !== 'Active') {
      field = 'legal_status';
      oldV = 'Active';
      newV = u.status;
      text =
        u.status === 'In Liquidation'
          ? core.country === CH
            ? 'Gesellschaft in Liquidation'
            : 'Liquidation eröffnet'
          : 'Löschung eingetragen';
    } else if (pick <= 1) {
      field = 'address';
      oldV = u.oldAddress;
      newV = u.address;
      text = 'Adresse geändert';
    } else if (pick === 2 && u.ceoName !== null) {
      field = 'ceo';
      oldV = u.oldCeoName;
      newV = u.ceoName;
      text = `${u.gfTitle} neu bestellt`;
    } else if (pick === 3 && u.latestReport !== null && day >= dayNumber(reportYear + 1, 3, 1)) {
      field = 'financials';
      newV = u.latestReport;
      text = `Jahresabschluss ${reportYear} veröffentlicht`;
    } else if (pick === 4 && u.capital !== null) {
      field = 'share_capital';
      oldV = String(Math.round(u.capital / 2));
      newV = String(u.capital);
      text = core.form.kind === 'stock' ? 'Grundkapital erhöht' : 'Stammkapital erhöht';
    } else if (pick === 5 && u.website !== null) {
      field = 'contact_website';
      newV = u.website;
      text = 'Website hinzugefügt';
    } else if (pick === 6) {
      field = 'company_name';
      oldV = u.oldName;
      newV = core.name;
      text = 'Firmenname geändert';
    } else {
      field = 'representatives';
      newV = makePerson(rng, core.country).full;
      text = core.country === CH ? 'Zeichnungsberechtigung erteilt' : 'Prokura erteilt';
    }
    entries.push(
      `{"date":"${date}","field":"${field}","old_value":${quote(oldV)},"new_value":${quote(newV)},"description":"${text}"}`,
    );
    day -= 1 + rng.int(Math.max(1, Math.floor(span / n)));
    if (day < addedDay) day = addedDay;
  }
  return `[${entries.join(',')}]`;
}

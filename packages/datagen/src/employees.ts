/** Employee profiles (LinkedIn-like), concentrated on the larger companies. */
import { firstName, surname } from './company-names';
import type { CompanyCore } from './core';
import { CURRENT_YEAR } from './dates';
import type { Rng } from './random';
import { CH, COUNTRIES } from './regions';
import type { EmployeeRow } from './types';
import { slugify } from './vocab-people';

/** Expected employee rows: 480K per 3.6M companies, dozens at the top, almost none in the tail. */
export function expectedEmployees(q: number): number {
  return Math.min(60, 0.04 * q ** -0.7);
}

interface Family {
  positions: readonly (readonly [string, string])[];
  skills: readonly string[];
  degrees: readonly string[];
  management: boolean;
}

const fam = (positions: string, skills: string, degrees: string, management = false): Family => ({
  positions: positions.split('|').map((p) => {
    const [m, f] = p.split('/');
    return [m, f ?? m] as const;
  }),
  skills: skills.split('|'),
  degrees: degrees.split('|'),
  management,
});

const FAMILIES: readonly Family[] = [
  fam(
    'Geschäftsführer/Geschäftsführerin|CEO|CFO|COO|Managing Director|Bereichsleiter/Bereichsleiterin|Niederlassungsleiter/Niederlassungsleiterin',
    'Unternehmensführung|Strategie|Führung|Verhandlungsführung|Controlling|Change Management|M&A|Budgetierung',
    'M.A. Betriebswirtschaftslehre|MBA|Diplom-Kaufmann|M.Sc. Wirtschaftsingenieurwesen|Dr. rer. pol.',
    true,
  ),
  fam(
    'Vertriebsleiter/Vertriebsleiterin|Key Account Manager|Vertriebsmitarbeiter/Vertriebsmitarbeiterin|Account Manager|Außendienstmitarbeiter/Außendienstmitarbeiterin|Sales Manager|Head of Sales',
    'Vertrieb|Kundenbetreuung|Verhandlungsführung|CRM|Salesforce|Akquise|Key Account Management|B2B',
    'B.A. Betriebswirtschaftslehre|Ausbildung zum Industriekaufmann|B.A. International Business|M.A. Marketing',
  ),
  fam(
    'Softwareentwickler/Softwareentwicklerin|Senior Software Engineer|IT-Administrator/IT-Administratorin|DevOps Engineer|Data Analyst|IT-Projektleiter/IT-Projektleiterin|Systemadministrator/Systemadministratorin|Head of IT',
    'Java|Python|SQL|JavaScript|TypeScript|Kubernetes|Azure|SAP|Linux|Scrum|Cloud Computing|IT-Sicherheit',
    'B.Sc. Informatik|M.Sc. Informatik|B.Sc. Wirtschaftsinformatik|Ausbildung zum Fachinformatiker|M.Sc. Data Science',
  ),
  fam(
    'Head of Marketing|Marketing Manager|Online-Marketing-Manager/Online-Marketing-Managerin|Social Media Manager|Produktmanager/Produktmanagerin|PR-Referent/PR-Referentin',
    'Marketing|SEO|Social Media|Content Marketing|Google Analytics|Kommunikation|Markenführung|Projektmanagement',
    'B.A. Medienmanagement|M.A. Marketing|B.A. Kommunikationswissenschaft|B.A. Betriebswirtschaftslehre',
  ),
  fam(
    'Buchhalter/Buchhalterin|Controller/Controllerin|Leiter Rechnungswesen/Leiterin Rechnungswesen|Finanzbuchhalter/Finanzbuchhalterin|Steuerfachangestellter/Steuerfachangestellte|Head of Finance',
    'Buchhaltung|DATEV|SAP FI|Controlling|Jahresabschluss|HGB|IFRS|Microsoft Excel|Steuerrecht',
    'B.A. Betriebswirtschaftslehre|Ausbildung zur Steuerfachangestellten|M.Sc. Finance|Bilanzbuchhalter IHK',
  ),
  fam(
    'HR Business Partner|Personalreferent/Personalreferentin|Recruiter/Recruiterin|Leiter Personal/Leiterin Personal|Personalsachbearbeiter/Personalsachbearbeiterin',
    'Personalentwicklung|Recruiting|Arbeitsrecht|Lohnabrechnung|Employer Branding|Onboarding|SAP HCM',
    'B.A. Personalmanagement|M.A. Psychologie|B.A. Betriebswirtschaftslehre',
  ),
  fam(
    'Projektleiter/Projektleiterin|Bauleiter/Bauleiterin|Produktionsleiter/Produktionsleiterin|Logistikleiter/Logistikleiterin|Einkäufer/Einkäuferin|Qualitätsmanager/Qualitätsmanagerin|Teamleiter/Teamleiterin|Werkleiter/Werkleiterin',
    'Projektmanagement|Lean Management|Einkauf|Qualitätsmanagement|ISO 9001|SAP MM|Logistik|Six Sigma|Prozessoptimierung',
    'B.Eng. Wirtschaftsingenieurwesen|Dipl.-Ing. Bauingenieurwesen|Meister Industriemechanik|B.Sc. Logistik|Techniker Maschinenbau',
  ),
  fam(
    'Maschinenbauingenieur/Maschinenbauingenieurin|Elektroingenieur/Elektroingenieurin|Konstrukteur/Konstrukteurin|Entwicklungsingenieur/Entwicklungsingenieurin|Servicetechniker/Servicetechnikerin',
    'AutoCAD|SolidWorks|CATIA|Konstruktion|Automatisierungstechnik|SPS|Elektrotechnik|FMEA',
    'B.Eng. Maschinenbau|M.Sc. Elektrotechnik|Dipl.-Ing. Maschinenbau|Ausbildung zum Mechatroniker',
  ),
];

const UNIVERSITIES = [
  [
    'TU München',
    'LMU München',
    'RWTH Aachen',
    'Universität Mannheim',
    'Universität zu Köln',
    'Goethe-Universität Frankfurt',
    'KIT Karlsruhe',
    'TU Berlin',
    'HTW Berlin',
    'Universität Hamburg',
    'Universität Stuttgart',
    'FH Münster',
    'Hochschule München',
    'Universität Leipzig',
    'TU Dresden',
    'FAU Erlangen-Nürnberg',
  ],
  [
    'Universität Wien',
    'WU Wien',
    'TU Wien',
    'Universität Graz',
    'TU Graz',
    'JKU Linz',
    'Universität Innsbruck',
    'FH Joanneum',
    'FH Technikum Wien',
    'Universität Salzburg',
  ],
  [
    'ETH Zürich',
    'Universität Zürich',
    'Universität St. Gallen (HSG)',
    'Universität Bern',
    'Universität Basel',
    'ZHAW',
    'FHNW',
    'Hochschule Luzern',
    'EPFL',
  ],
];
const CHAMBERS = ['IHK', 'HWK', 'WIFI', 'Berufsschule'];

const OTHER_WORDS = [
  'Handel',
  'Bau',
  'Technik',
  'Consulting',
  'Logistik',
  'Service',
  'Systeme',
  'Immobilien',
  'Elektronik',
  'Software',
];
const OTHER_FORMS = [' GmbH', ' AG', ' GmbH & Co. KG', ' SE'];

function otherCompany(rng: Rng, country: number): string {
  if (rng.chance(0.15))
    return rng.pick([
      'Siemens',
      'Bosch',
      'Deloitte',
      'SAP',
      'Allianz',
      'Accenture',
      'Deutsche Telekom',
      'Raiffeisen',
      'UBS',
      'Swisscom',
      'Porsche',
      'BMW Group',
      'Lidl',
      'REWE Group',
    ]);
  return `${surname(rng, country)} ${rng.pick(OTHER_WORDS)}${country === CH ? rng.pick([' AG', ' GmbH']) : rng.pick(OTHER_FORMS)}`;
}

export interface EmployeeContext {
  core: CompanyCore;
  domain: string | null;
  phone: string | null;
}

export function makeEmployee(rng: Rng, ec: EmployeeContext, k: number): EmployeeRow {
  const core = ec.core;
  const country = core.country;
  const female = rng.chance(0.38);
  const first = firstName(rng, female);
  const last = surname(rng, country);
  const family = k < 2 && rng.chance(0.7) ? FAMILIES[0] : FAMILIES[1 + rng.int(FAMILIES.length - 1)];
  const pos = family.positions[rng.skewed(family.positions.length, 1.2)];
  const position = pos[female ? 1 : 0];
  const age = 20 + Math.floor(rng.next() * 47);
  const birthYear = CURRENT_YEAR - age;
  const degree = family.degrees[rng.int(family.degrees.length)];
  const vocational =
    degree.startsWith('Ausbildung') ||
    degree.startsWith('Meister') ||
    degree.startsWith('Techniker') ||
    degree.startsWith('Bilanzbuchhalter');
  const studyStart = birthYear + (vocational ? 16 + rng.int(3) : 19 + rng.int(3));
  const studyEnd = Math.min(
    CURRENT_YEAR,
    studyStart + (vocational ? 3 : degree.startsWith('M') ? 5 : 3 + rng.int(2)),
  );
  const institution = vocational
    ? `${rng.pick(CHAMBERS)} ${core.city.short}`
    : rng.pick(UNIVERSITIES[country]);
  const careerStart = Math.min(CURRENT_YEAR, studyEnd + (rng.chance(0.7) ? 0 : 1));
  let education = `${degree}, ${institution} in ${studyStart} - ${studyEnd}`;
  if (!vocational && rng.chance(0.25)) {
    education += ` / Abitur, Gymnasium ${core.city.short} in ${birthYear + 10} - ${studyStart}`;
  }

  // Current job first, then older ones, back-to-back from the career start.
  const span = CURRENT_YEAR - careerStart;
  const jobs = span < 3 ? 1 : Math.min(4, 1 + rng.int(1 + Math.floor(span / 5)));
  const starts: number[] = [careerStart];
  for (let j = 1; j < jobs; j++) starts.push(careerStart + Math.floor(((span - 1) * j) / jobs) + rng.int(2));
  const current = `${position} at ${core.name} in ${starts[jobs - 1]} - Present`;
  let experience = current;
  for (let j = jobs - 2; j >= 0; j--) {
    const junior =
      family.positions[Math.min(family.positions.length - 1, rng.int(family.positions.length))][
        female ? 1 : 0
      ];
    experience += ` / ${junior} at ${otherCompany(rng, country)} in ${starts[j]} - ${starts[j + 1]}`;
  }
  const s1 = rng.pick(family.skills);
  let s2 = rng.pick(family.skills);
  if (s2 === s1) s2 = 'Projektmanagement';
  const s3 = rng.pick(FAMILIES[1 + rng.int(FAMILIES.length - 1)].skills);
  const skills = rng.chance(0.4) || s3 === s1 || s3 === s2 ? `${s1} / ${s2}` : `${s1} / ${s2} / ${s3}`;
  const slug = `${slugify(first)}-${slugify(last)}`;
  const seniority = rng.chance(0.15) && !family.management ? 'Senior ' : '';
  const title = `${seniority}${position}`;
  return {
    employee_id: core.id * 100 + k,
    fullName: `${first} ${last}`,
    title,
    headline: rng.chance(0.6) ? `${title} bei ${core.name}` : `${title} | ${s1} | ${s2}`,
    company_id: core.id,
    company_name: core.name,
    industry: core.industry.gegenstand,
    locality: `${core.city.name}, ${core.city.stateName}, ${COUNTRIES[country].german}`,
    email:
      ec.domain !== null && rng.chance(0.3)
        ? `${slugify(first).replace(/-/g, '')}.${slugify(last).replace(/-/g, '')}@${ec.domain}`
        : null,
    phone: ec.phone !== null && rng.chance(0.12) ? `${ec.phone.slice(0, -2)}${10 + rng.int(89)}` : null,
    linkedin: rng.chance(0.75)
      ? `https://www.linkedin.com/in/${slug}-${rng.u32().toString(16).slice(0, 6)}`
      : null,
    twitter: rng.chance(0.04) ? `https://x.com/${slug.replace(/-/g, '_')}` : null,
    skills,
    experience,
    education,
    gender: female ? 'Female' : 'Male',
    birth_year: birthYear,
    years_experience: CURRENT_YEAR - careerStart,
    position,
    is_management: family.management || /leiter|Head of|Director/i.test(position),
  };
}

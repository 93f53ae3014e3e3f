/**
 * English names of the German values in the data (industries are in industry-names.ts):
 * positions, representatives' titles and powers, insolvency proceedings, skills, and the
 * cities, regions and countries that have an English name. The generator's own test checks
 * that every value it can write has an entry.
 */
/** Job positions of employees, in the male and female German form. */
const POSITIONS: readonly (readonly [string, string, string])[] = [
  ['Geschäftsführer', 'Geschäftsführerin', 'Managing Director'],
  ['Bereichsleiter', 'Bereichsleiterin', 'Head of Division'],
  ['Niederlassungsleiter', 'Niederlassungsleiterin', 'Branch Manager'],
  ['Vertriebsleiter', 'Vertriebsleiterin', 'Sales Director'],
  ['Vertriebsmitarbeiter', 'Vertriebsmitarbeiterin', 'Sales Representative'],
  ['Außendienstmitarbeiter', 'Außendienstmitarbeiterin', 'Field Sales Representative'],
  ['Softwareentwickler', 'Softwareentwicklerin', 'Software Developer'],
  ['IT-Administrator', 'IT-Administratorin', 'IT Administrator'],
  ['IT-Projektleiter', 'IT-Projektleiterin', 'IT Project Manager'],
  ['Systemadministrator', 'Systemadministratorin', 'System Administrator'],
  ['Online-Marketing-Manager', 'Online-Marketing-Managerin', 'Online Marketing Manager'],
  ['Produktmanager', 'Produktmanagerin', 'Product Manager'],
  ['PR-Referent', 'PR-Referentin', 'PR Officer'],
  ['Buchhalter', 'Buchhalterin', 'Accountant'],
  ['Controller', 'Controllerin', 'Controller'],
  ['Leiter Rechnungswesen', 'Leiterin Rechnungswesen', 'Head of Accounting'],
  ['Finanzbuchhalter', 'Finanzbuchhalterin', 'Financial Accountant'],
  ['Steuerfachangestellter', 'Steuerfachangestellte', 'Tax Assistant'],
  ['Personalreferent', 'Personalreferentin', 'HR Officer'],
  ['Recruiter', 'Recruiterin', 'Recruiter'],
  ['Leiter Personal', 'Leiterin Personal', 'Head of HR'],
  ['Personalsachbearbeiter', 'Personalsachbearbeiterin', 'HR Administrator'],
  ['Projektleiter', 'Projektleiterin', 'Project Manager'],
  ['Bauleiter', 'Bauleiterin', 'Site Manager'],
  ['Produktionsleiter', 'Produktionsleiterin', 'Production Manager'],
  ['Logistikleiter', 'Logistikleiterin', 'Logistics Manager'],
  ['Einkäufer', 'Einkäuferin', 'Buyer'],
  ['Qualitätsmanager', 'Qualitätsmanagerin', 'Quality Manager'],
  ['Teamleiter', 'Teamleiterin', 'Team Leader'],
  ['Werkleiter', 'Werkleiterin', 'Plant Manager'],
  ['Maschinenbauingenieur', 'Maschinenbauingenieurin', 'Mechanical Engineer'],
  ['Elektroingenieur', 'Elektroingenieurin', 'Electrical Engineer'],
  ['Konstrukteur', 'Konstrukteurin', 'Design Engineer'],
  ['Entwicklungsingenieur', 'Entwicklungsingenieurin', 'Development Engineer'],
  ['Servicetechniker', 'Servicetechnikerin', 'Service Technician'],
  // Representatives' titles in the registers
  ['Prokurist', 'Prokuristin', 'Authorised Signatory'],
  ['Vorstand', 'Vorstand', 'Member of the Executive Board'],
  ['Vorstandsvorsitzender', 'Vorstandsvorsitzende', 'Chair of the Executive Board'],
  ['Aufsichtsrat', 'Aufsichtsrätin', 'Member of the Supervisory Board'],
  ['Aufsichtsratsvorsitzender', 'Aufsichtsratsvorsitzende', 'Chair of the Supervisory Board'],
  ['Verwaltungsrat', 'Verwaltungsrätin', 'Member of the Board of Directors'],
  ['Präsident des Verwaltungsrates', 'Präsidentin des Verwaltungsrates', 'Chair of the Board of Directors'],
  ['Direktor', 'Direktorin', 'Director'],
  ['Komplementär', 'Komplementärin', 'General Partner'],
  ['Inhaber', 'Inhaberin', 'Owner'],
  ['Gesellschafter', 'Gesellschafterin', 'Shareholder'],
  [
    'Gesellschafter und Geschäftsführer',
    'Gesellschafterin und Geschäftsführerin',
    'Shareholder and Managing Director',
  ],
  ['Obmann', 'Obfrau', 'Chair'],
  ['Kassier', 'Kassierin', 'Treasurer'],
  ['Schriftführer', 'Schriftführerin', 'Secretary'],
];

/** Positions the data already names in English. */
const ENGLISH_POSITIONS = [
  'CEO',
  'CFO',
  'COO',
  'Managing Director',
  'Senior Software Engineer',
  'Head of Finance',
  'Head of IT',
  'Head of Sales',
  'Head of Marketing',
  'HR Business Partner',
  'Marketing Manager',
  'Key Account Manager',
  'Account Manager',
  'Sales Manager',
  'Social Media Manager',
  'DevOps Engineer',
  'Data Analyst',
];

/** Positions and register titles → English (both German forms). */
export const POSITION_NAMES_EN: Readonly<Record<string, string>> = Object.fromEntries([
  ...POSITIONS.flatMap(([male, female, english]) => [
    [male, english],
    [female, english],
  ]),
  ...ENGLISH_POSITIONS.map((position) => [position, position]),
]);

/** How a representative may act for the company → English. */
export const REPRESENTATION_EN: Readonly<Record<string, string>> = {
  selbständig: 'sole power of representation',
  Einzelprokura: 'sole power of attorney (Prokura)',
  Gesamtprokura: 'joint power of attorney (Prokura)',
  'gemeinsam mit einem weiteren Geschäftsführer oder Prokuristen':
    'jointly with another managing director or authorised signatory',
  'gemeinsam mit einem weiteren Vorstandsmitglied oder Prokuristen':
    'jointly with another board member or authorised signatory',
  'gemeinsam mit einem weiteren Vorstandsmitglied': 'jointly with another board member',
  'nicht vertretungsberechtigt': 'no power of representation',
  Einzelunterschrift: 'sole signature',
  'Kollektivunterschrift zu zweien': 'joint signature of two',
  'gemeinsam mit dem Kassier oder Schriftführer': 'jointly with the treasurer or secretary',
  'gemeinsam mit dem Obmann': 'jointly with the chair',
};

/** State of insolvency proceedings → English. */
export const INSOLVENCY_STATUS_EN: Readonly<Record<string, string>> = {
  'Insolvenzverfahren eröffnet': 'Insolvency proceedings opened',
  'Vorläufiges Insolvenzverfahren': 'Preliminary insolvency proceedings',
  'Insolvenzverfahren in Eigenverwaltung': 'Insolvency proceedings in self-administration',
  'Insolvenzverfahren aufgehoben': 'Insolvency proceedings closed',
  'Konkursverfahren eröffnet': 'Bankruptcy proceedings opened',
  'Sanierungsverfahren ohne Eigenverwaltung eröffnet': 'Restructuring proceedings opened',
  'Sanierungsverfahren mit Eigenverwaltung eröffnet':
    'Restructuring proceedings in self-administration opened',
  'Konkursverfahren aufgehoben': 'Bankruptcy proceedings closed',
  'Provisorische Nachlassstundung': 'Provisional debt moratorium',
  'Definitive Nachlassstundung': 'Definitive debt moratorium',
  'Konkursverfahren eingestellt': 'Bankruptcy proceedings discontinued',
};

/** Cities with an English name of their own; every other city keeps its name. */
export const CITY_NAMES_EN: Readonly<Record<string, string>> = {
  Wien: 'Vienna',
  München: 'Munich',
  Köln: 'Cologne',
  Zürich: 'Zurich',
  Genève: 'Geneva',
  Nürnberg: 'Nuremberg',
  Hannover: 'Hanover',
  Luzern: 'Lucerne',
  Braunschweig: 'Brunswick',
  'Frankfurt am Main': 'Frankfurt',
};

/** Skills whose name is the same in English (tools, methods, English terms). */
export const SKILLS_SAME_IN_ENGLISH: readonly string[] = [
  'Controlling',
  'Change Management',
  'M&A',
  'CRM',
  'Salesforce',
  'Key Account Management',
  'B2B',
  'Java',
  'Python',
  'SQL',
  'JavaScript',
  'TypeScript',
  'Kubernetes',
  'Azure',
  'SAP',
  'Linux',
  'Scrum',
  'Cloud Computing',
  'Marketing',
  'SEO',
  'Social Media',
  'Content Marketing',
  'Google Analytics',
  'DATEV',
  'SAP FI',
  'IFRS',
  'Microsoft Excel',
  'Recruiting',
  'Employer Branding',
  'Onboarding',
  'SAP HCM',
  'Lean Management',
  'ISO 9001',
  'SAP MM',
  'Six Sigma',
  'AutoCAD',
  'SolidWorks',
  'CATIA',
  'FMEA',
];

/** Skills the data names in German → English. */
export const SKILL_NAMES_EN: Readonly<Record<string, string>> = {
  Unternehmensführung: 'Corporate management',
  Strategie: 'Strategy',
  Führung: 'Leadership',
  Verhandlungsführung: 'Negotiation',
  Budgetierung: 'Budgeting',
  Vertrieb: 'Sales',
  Kundenbetreuung: 'Customer care',
  Akquise: 'Business development',
  'IT-Sicherheit': 'IT security',
  Kommunikation: 'Communication',
  Markenführung: 'Brand management',
  Projektmanagement: 'Project management',
  Buchhaltung: 'Bookkeeping',
  Jahresabschluss: 'Annual financial statements',
  HGB: 'German GAAP (HGB)',
  Steuerrecht: 'Tax law',
  Personalentwicklung: 'Staff development',
  Arbeitsrecht: 'Employment law',
  Lohnabrechnung: 'Payroll',
  Einkauf: 'Purchasing',
  Qualitätsmanagement: 'Quality management',
  Logistik: 'Logistics',
  Prozessoptimierung: 'Process optimisation',
  Konstruktion: 'Mechanical design',
  Automatisierungstechnik: 'Automation engineering',
  SPS: 'PLC programming',
  Elektrotechnik: 'Electrical engineering',
};

/** States, Länder and cantons with an English name of their own; the others keep theirs. */
export const REGION_NAMES_EN: Readonly<Record<string, string>> = {
  Bayern: 'Bavaria',
  Hessen: 'Hesse',
  Niedersachsen: 'Lower Saxony',
  'Nordrhein-Westfalen': 'North Rhine-Westphalia',
  'Rheinland-Pfalz': 'Rhineland-Palatinate',
  Sachsen: 'Saxony',
  'Sachsen-Anhalt': 'Saxony-Anhalt',
  Thüringen: 'Thuringia',
  'Mecklenburg-Vorpommern': 'Mecklenburg-Western Pomerania',
  Wien: 'Vienna',
  Niederösterreich: 'Lower Austria',
  Oberösterreich: 'Upper Austria',
  Steiermark: 'Styria',
  Kärnten: 'Carinthia',
  Tirol: 'Tyrol',
  Zürich: 'Zurich',
  Luzern: 'Lucerne',
  Genf: 'Geneva',
  Waadt: 'Vaud',
  Wallis: 'Valais',
  Neuenburg: 'Neuchâtel',
  Freiburg: 'Fribourg',
  Tessin: 'Ticino',
  Graubünden: 'Grisons',
};

/** Country names as German texts in the data write them → the dataset's English names. */
export const GERMAN_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  Deutschland: 'Germany',
  Österreich: 'Austria',
  Schweiz: 'Switzerland',
};

/** A position or register title in English; 'Senior ' and unknown values pass through. */
export function positionEn(position: string): string {
  const senior = position.startsWith('Senior ') ? 'Senior ' : '';
  const base = position.slice(senior.length);
  return `${senior}${POSITION_NAMES_EN[base] ?? base}`;
}

/**
 * An owner's name as the generator writes it for holders that are no company or person:
 * 'Streubesitz' (free float) and 'Familie <Name>' read 'Free float' and '<Name> family'.
 */
export function partyNameEn(name: string): string {
  if (name === 'Streubesitz') return 'Free float';
  const family = /^Familie (.+)$/.exec(name);
  return family ? `${family[1]} family` : name;
}

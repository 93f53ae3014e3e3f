/** Countries, states and regional name material for DACH. */
import type { Country, CountryCode } from './types';

export const DE = 0;
export const AT = 1;
export const CH = 2;

export interface CountryInfo {
  code: CountryCode;
  name: Country;
  german: string;
  share: number;
}

export const COUNTRIES: readonly CountryInfo[] = [
  { code: 'DE', name: 'Germany', german: 'Deutschland', share: 0.75 },
  { code: 'AT', name: 'Austria', german: 'Österreich', share: 0.1 },
  { code: 'CH', name: 'Switzerland', german: 'Schweiz', share: 0.15 },
];

export const STATE_NAMES: readonly Record<string, string>[] = [
  {
    '01': 'Baden-Württemberg',
    '02': 'Bayern',
    '03': 'Bremen',
    '04': 'Hamburg',
    '05': 'Hessen',
    '06': 'Niedersachsen',
    '07': 'Nordrhein-Westfalen',
    '08': 'Rheinland-Pfalz',
    '09': 'Saarland',
    '10': 'Schleswig-Holstein',
    '11': 'Brandenburg',
    '12': 'Mecklenburg-Vorpommern',
    '13': 'Sachsen',
    '14': 'Sachsen-Anhalt',
    '15': 'Thüringen',
    '16': 'Berlin',
  },
  {
    '01': 'Burgenland',
    '02': 'Kärnten',
    '03': 'Niederösterreich',
    '04': 'Oberösterreich',
    '05': 'Salzburg',
    '06': 'Steiermark',
    '07': 'Tirol',
    '08': 'Vorarlberg',
    '09': 'Wien',
  },
  {
    ZH: 'Zürich',
    BE: 'Bern',
    LU: 'Luzern',
    UR: 'Uri',
    SZ: 'Schwyz',
    OW: 'Obwalden',
    NW: 'Nidwalden',
    GL: 'Glarus',
    ZG: 'Zug',
    FR: 'Freiburg',
    SO: 'Solothurn',
    BS: 'Basel-Stadt',
    BL: 'Basel-Landschaft',
    SH: 'Schaffhausen',
    AR: 'Appenzell Ausserrhoden',
    AI: 'Appenzell Innerrhoden',
    SG: 'St. Gallen',
    GR: 'Graubünden',
    AG: 'Aargau',
    TG: 'Thurgau',
    TI: 'Tessin',
    VD: 'Waadt',
    VS: 'Wallis',
    NE: 'Neuenburg',
    GE: 'Genf',
    JU: 'Jura',
  },
];

/** Landscape and region names used in company names ('Alpenland Immobilien AG'), by country and state. */
const REGIONS: readonly Record<string, string>[] = [
  {
    '01': 'Schwarzwald Bodensee Neckar Alb Kraichgau Hohenlohe Breisgau Ortenau Remstal Kurpfalz Schwaben',
    '02': 'Alpenland Allgäu Franken Chiemgau Isartal Donau Oberland Altmühltal Bayerwald Werdenfels Inntal Rhön Spessart',
    '03': 'Weser Hanse Nordsee',
    '04': 'Hanse Alster Elbe Nordlicht',
    '05': 'Taunus Rhein-Main Odenwald Vogelsberg Wetterau Rheingau Lahn Spessart',
    '06': 'Weser Heide Harz Emsland Ostfriesland Nordsee Leine Solling Wendland Ammerland',
    '07': 'Ruhr Rhein Sauerland Münsterland Niederrhein Eifel Siegerland Lippe Westfalen Rheinland',
    '08': 'Pfalz Mosel Eifel Hunsrück Westerwald Rheinhessen Nahe',
    '09': 'Saar Saarland Bliestal',
    '10': 'Nordsee Ostsee Holstein Förde Dithmarschen Angeln',
    '11': 'Havel Spree Lausitz Uckermark Barnim Fläming Oder',
    '12': 'Ostsee Müritz Pommern Rügen Mecklenburg Usedom',
    '13': 'Elbe Erzgebirge Vogtland Lausitz Elbtal Saxonia',
    '14': 'Harz Elbe Saale Altmark Börde Anhalt',
    '15': 'Rennsteig Saale Wartburg Eichsfeld Thüringen',
    '16': 'Spree Havel Metropol Hauptstadt',
  },
  {
    '01': 'Pannonia Seewinkel Burgenland',
    '02': 'Kärnten Wörthersee Drautal Carinthia Alpe-Adria',
    '03': 'Wachau Weinviertel Waldviertel Mostviertel Donau Wienerwald',
    '04': 'Mühlviertel Innviertel Salzkammergut Donau Traunviertel Hausruck',
    '05': 'Salzach Pinzgau Pongau Lungau Tennengau Flachgau Alpenland',
    '06': 'Steiermark Mur Styria Ennstal Vulkanland Südsteiermark',
    '07': 'Tirol Inntal Zillertal Alpenland Karwendel Ötztal Tyrol',
    '08': 'Vorarlberg Montafon Bregenzerwald Rheintal Walgau Bodensee',
    '09': 'Donau Wienerwald Belvedere Prater Austria',
  },
  {
    ZH: 'Zürichsee Limmat Glatttal Oberland Weinland',
    BE: 'Emmental Oberland Seeland Aare Jungfrau Simmental',
    LU: 'Pilatus Seetal Entlebuch Rigi',
    UR: 'Gotthard Urnersee',
    SZ: 'Rigi Mythen Innerschweiz',
    OW: 'Pilatus Sarnersee',
    NW: 'Pilatus Innerschweiz',
    GL: 'Glarnerland Linth',
    ZG: 'Zugerberg Ägerital',
    FR: 'Gruyère Sense',
    SO: 'Jura Weissenstein',
    BS: 'Rhein Regio Basilea',
    BL: 'Birs Regio Jura',
    SH: 'Rheinfall Randen Munot',
    AR: 'Säntis Appenzellerland',
    AI: 'Säntis Alpstein',
    SG: 'Säntis Toggenburg Rheintal Ostschweiz Linth',
    GR: 'Engadin Prättigau Surselva Rätia',
    AG: 'Aare Freiamt Fricktal Limmattal Mittelland',
    TG: 'Thurgau Bodensee Thur Ostschweiz',
    TI: 'Ticino Ceresio Gottardo',
    VD: 'Léman Lavaux Jura',
    VS: 'Matterhorn Rhône Valais',
    NE: 'Jura Neuchâtel',
    GE: 'Léman Genève',
    JU: 'Jura',
  },
];

const GENERIC_REGIONS = ['Alpen', 'Alpina', 'Nord', 'Süd', 'West', 'Ost', 'Euro', 'Central', 'Kontinental'];
const COUNTRY_REGIONS = [['Germania'], ['Austria'], ['Helvetia']];

const regionCache = new Map<string, readonly string[]>();

export function regionNames(country: number, state: string): readonly string[] {
  const key = `${country}:${state}`;
  let list = regionCache.get(key);
  if (list === undefined) {
    const own = REGIONS[country][state];
    list = own ? own.split(' ') : COUNTRY_REGIONS[country];
    regionCache.set(key, list);
  }
  return list;
}

export const GENERIC_REGION_NAMES: readonly string[] = GENERIC_REGIONS;

/** Regional adjectives for large-company names ('Süddeutsche', 'Steirische'), by state; '*' applies everywhere. */
const ADJECTIVES_BY_STATE: readonly Record<string, string>[] = [
  {
    '*': 'Deutsche',
    '01': 'Süddeutsche Badische Schwäbische',
    '02': 'Süddeutsche Bayerische Fränkische',
    '03': 'Hanseatische Norddeutsche',
    '04': 'Hanseatische Norddeutsche',
    '05': 'Hessische',
    '06': 'Niedersächsische Norddeutsche',
    '07': 'Westdeutsche Rheinische Westfälische',
    '08': 'Pfälzische Rheinische Westdeutsche',
    '09': 'Saarländische Westdeutsche',
    '10': 'Norddeutsche',
    '11': 'Märkische Brandenburgische',
    '12': 'Mecklenburgische Norddeutsche',
    '13': 'Sächsische Mitteldeutsche',
    '14': 'Mitteldeutsche',
    '15': 'Thüringer Mitteldeutsche',
    '16': 'Berliner Märkische',
  },
  {
    '*': 'Österreichische',
    '01': 'Burgenländische',
    '02': 'Kärntner',
    '03': 'Niederösterreichische',
    '04': 'Oberösterreichische',
    '05': 'Salzburger',
    '06': 'Steirische',
    '07': 'Tiroler',
    '08': 'Vorarlberger',
    '09': 'Wiener',
  },
  {
    '*': 'Schweizerische',
    ZH: 'Zürcher',
    BE: 'Berner',
    LU: 'Luzerner Innerschweizer',
    UR: 'Urner Innerschweizer',
    SZ: 'Schwyzer Innerschweizer',
    OW: 'Innerschweizer',
    NW: 'Innerschweizer',
    GL: 'Glarner Ostschweizer',
    ZG: 'Zuger Innerschweizer',
    FR: 'Freiburger',
    SO: 'Solothurner',
    BS: 'Basler',
    BL: 'Basler',
    SH: 'Schaffhauser Ostschweizer',
    AR: 'Appenzeller Ostschweizer',
    AI: 'Appenzeller Ostschweizer',
    SG: 'St. Galler Ostschweizer',
    GR: 'Bündner',
    AG: 'Aargauer',
    TG: 'Thurgauer Ostschweizer',
    TI: 'Tessiner',
    VD: 'Waadtländer',
    VS: 'Walliser',
    NE: 'Neuenburger',
    GE: 'Genfer',
    JU: 'Jurassische',
  },
];

const adjectiveCache = new Map<string, readonly string[]>();

export function regionalAdjectives(country: number, state: string): readonly string[] {
  const key = `${country}:${state}`;
  let list = adjectiveCache.get(key);
  if (list === undefined) {
    const own = ADJECTIVES_BY_STATE[country][state];
    list = [ADJECTIVES_BY_STATE[country]['*'], ...(own ? own.split(' ') : [])];
    adjectiveCache.set(key, list);
  }
  return list;
}

/** French- and Italian-speaking cantons get street names in their language. */
export const FRENCH_CANTONS = new Set(['GE', 'VD', 'NE', 'JU']);
export const ITALIAN_CANTONS = new Set(['TI']);

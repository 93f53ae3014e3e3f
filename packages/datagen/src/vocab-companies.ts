/** Word material for company names. */

const split = (s: string): readonly string[] => s.trim().split(/\s+/);
/** Lists whose entries contain spaces are written '|'-separated. */
const bars = (s: string): readonly string[] => s.trim().split(/\s*\|\s*/);

export const BRAND_HEADS = split(`
Tech Data Info Net Smart Nova Inno Pro Prime Alpha Omni Bright Blue Green Clear Next Future Digi Cyber Cloud
Quant Vita Medi Bio Eco Terra Aqua Sol Lux Uni Multi Inter Trans Euro Nord Opti Flex Agil Sky Star Peak Core
Vision Logi Meta Neo Evo Ino Ultra Maxi Vario Top Swiss Alp Inno Allo Sana Fair Blau Grün Silber Gold Nexus
`);

export const BRAND_TAILS = split(`
Vision Works Wave Point Bridge Line Soft Tec Tex Lab Hub Scale Sys Logic Mind Nova Sense Flow Base Force
Gate Link Path Quest Tronic Matic Con Plan Max One Pro Star Net Ware Fox Leaf Rise Shift Spark Stream Med
`);

export const ENGLISH_WORDS = split(`
Solutions Systems Consulting Services Digital Technologies Partners Group Media Labs Ventures Trading Concepts
`);

export const HOSPITALITY_NAMES = bars(`
Krone | Post | Sonne | Adler | Löwen | Hirsch | Rose | Lamm | Ochsen | Bären | Engel | Stern | Linde | Schwanen | am Markt |
zur Post | zum Löwen | zur Linde | zum Hirschen | zum Ochsen | zur Krone | zum Adler | Alpenrose | Waldhof | Schlosshof |
Stadtkrug | Ratskeller | Brauhaus | Sonnenhof | am Dom | zum Goldenen Stern | Rössli | Kreuz | Hubertus | Edelweiss |
Eichenhof | Mühle | Dorfkrug | am Rathaus | zur Alten Schmiede
`);

export const HOTEL_NAMES = bars(`
Krone | Post | Sonne | Adler | Central | Bellevue | Seehof | Residenz | Schweizerhof | Europa | Stadt | am Park | Alpenblick |
Seeblick | Bergblick | Sonnenhof | Waldesruh | Königshof | Kaiserhof | Astoria | Panorama | Rheinblick | am Schlossberg |
Goldener Hirsch | Zum Löwen | Garni Alpenrose | Landhaus
`);

export const ITALIAN_RESTAURANTS = bars(`
Da Mario | Bella Italia | Roma | Toscana | Napoli | La Piazza | Venezia | Da Luigi | Sole Mio | Il Gusto | La Dolce Vita |
Amalfi | Da Giovanni | Portofino | Milano | Sapori | Trattoria Rustica | Vesuvio | Da Peppe | Da Salvatore | Da Antonio |
Da Franco | Da Enzo | Da Vinci | Capri | Sorrento | Sicilia | Palermo | Verona | Bella Napoli | Il Forno | La Cantina |
La Rustica | Etna | Gondola | Al Dente | Mamma Mia | Taormina
`);

export const PHARMACY_NAMES = split(`
Löwen Adler Stadt Bahnhof Markt Rosen Sonnen Hirsch Engel Einhorn Schwanen Park Linden Rathaus Marien Sankt-Georg
Stern Kur Hof Neue
`);

export const INITIAL_LETTERS = 'MSKBHWRFGLPTAEDJNCVZ';

export const VEREIN_PATTERNS = bars(`
Sportverein | SV | Musikverein | Tennisclub | Kulturverein | Elternverein der Volksschule | Skiclub | Verschönerungsverein |
Trachtenverein | Seniorenbund | Union Sportklub | ASKÖ | Fußballclub | Eisschützenverein | Pfadfindergruppe | Theatergruppe |
Förderverein | Imkerverein | Reitclub | Chorgemeinschaft
`);

export const FAMILY_PATTERNS = bars('Gebrüder {s} | {s} & Söhne | {s} & Sohn | {s} & Co. | Geschwister {s}');

export const HOLDING_WORDS = split(
  'Holding Holding Beteiligungs Verwaltungs Vermögensverwaltung Familienholding Beteiligungen',
);

/** 'Handels', 'Verwaltungs' … only stand before a written form such as 'GmbH'; the plain ones go anywhere. */
export const EXTENSIONS = split(
  'Verwaltungs Service Management Beteiligungs Vertriebs Handels Projekt Team Plus',
);
export const PLAIN_EXTENSIONS = split('Service Management Team Plus');

export const DISTRICTS = split('Nord Süd Ost West Mitte Altstadt Neustadt Oberdorf Zentrum Land');

export const VIENNA_DISTRICTS = bars(`
Innere Stadt | Leopoldstadt | Landstraße | Wieden | Margareten | Mariahilf | Neubau | Josefstadt | Alsergrund | Favoriten |
Simmering | Meidling | Hietzing | Penzing | Rudolfsheim-Fünfhaus | Ottakring | Hernals | Währing | Döbling | Brigittenau |
Floridsdorf | Donaustadt | Liesing
`);

/** Street names and house numbers in the style of each country (and language region in CH). */
import type { City } from './places';
import type { Rng } from './random';
import { AT, CH, FRENCH_CANTONS, ITALIAN_CANTONS } from './regions';

const split = (s: string): readonly string[] => s.trim().split(/\s+/);

const COMMON = split(`
Hauptstraße Bahnhofstraße Schulstraße Gartenstraße Dorfstraße Industriestraße Gewerbestraße Kirchstraße Lindenstraße
Bergstraße Waldstraße Ringstraße Poststraße Mühlenweg Wiesenweg Feldstraße Birkenweg Marktplatz Rosenstraße
Friedhofstraße Sonnenstraße Am_Markt Am_Bahnhof Im_Gewerbegebiet An_der_Kirche Zum_Sportplatz Goethestraße
Schillerstraße Mozartstraße Beethovenstraße Kantstraße Lessingstraße Bismarckstraße Uhlandstraße Eichendorffstraße
`);
const PERSONS = split(`
Goethe Schiller Mozart Beethoven Bach Kant Lessing Heine Bismarck Luther Humboldt Einstein Röntgen Dürer Uhland
Mörike Eichendorff Brahms Schubert Haydn Gutenberg Kepler Diesel Daimler Benz Bosch Siemens Zeppelin Kolping
Stifter Rosegger Pestalozzi Gotthelf Zwingli Fontane Herder Wieland Liebig Hölderlin Grimm Leibniz Dunant
`);
const NATURE = split(`
Linden Eichen Birken Ahorn Kastanien Buchen Tannen Eschen Ulmen Akazien Rosen Tulpen Flieder Holunder Erlen Weiden
Fichten Kiefern Bahnhof Kirch Schul Garten Mühl Berg Wald Feld Wiesen Sonnen Markt Post Brunnen Burg Schloss Hof
Industrie Gewerbe Hafen Fabrik See Bach Quellen Kloster Rathaus Stein Anger Wein Hopfen Mühlen Auen Brücken
`);
const SUFFIX_DE = [
  'straße',
  'straße',
  'straße',
  'straße',
  'weg',
  'weg',
  'allee',
  'ring',
  'platz',
  'gasse',
  'steig',
];
const SUFFIX_AT = ['straße', 'straße', 'gasse', 'gasse', 'weg', 'platz', 'ring', 'allee'];
const SUFFIX_CH = ['strasse', 'strasse', 'strasse', 'weg', 'weg', 'gasse', 'platz', 'rain', 'matt'];
const FIXED_AT = split(
  'Hauptplatz Stadtplatz Kirchengasse Schulgasse Mozartgasse Lindengasse Bahnhofstraße Hauptstraße Wiener_Straße Linzer_Straße Grazer_Straße Salzburger_Straße',
);
const FIXED_CH = split(
  'Bahnhofstrasse Dorfstrasse Hauptstrasse Seestrasse Kirchweg Industriestrasse Zürcherstrasse Bernstrasse Poststrasse Schulhausstrasse Gewerbestrasse Oberdorfstrasse',
);
const FRENCH = split(
  'Rue_du_Marché Avenue_de_la_Gare Chemin_des_Vignes Route_de_Genève Rue_du_Lac Rue_de_la_Gare Chemin_du_Moulin Avenue_des_Alpes Rue_du_Château Route_de_Lausanne Rue_Centrale Place_de_la_Gare Chemin_des_Écoliers Rue_du_Temple',
);
const ITALIAN = split(
  'Via_Cantonale Via_San_Gottardo Piazza_Riforma Via_Nassa Via_Lugano Via_Stazione Via_Municipio Via_alla_Chiesa Via_Industria Via_Bellinzona Corso_San_Gottardo',
);

const under = (s: string): string => s.replace(/_/g, ' ');

/** Street plus house number, e.g. 'Lindenallee 12a', 'Mariahilfer Straße 45/3', 'Rue du Lac 8'. */
export function streetAddress(rng: Rng, city: City, nearbyAdj: string | null): string {
  const country = city.country;
  const number = 1 + Math.floor(rng.next() ** 2.2 * 140);
  let house = String(number);
  if (rng.chance(0.07)) house += rng.pick(['a', 'a', 'b', 'c']);
  if (country === CH && FRENCH_CANTONS.has(city.state)) return `${under(rng.pick(FRENCH))} ${house}`;
  if (country === CH && ITALIAN_CANTONS.has(city.state)) return `${under(rng.pick(ITALIAN))} ${house}`;
  if (country === AT && city.name === 'Wien' && rng.chance(0.3)) house += `/${1 + rng.int(12)}`;
  const r = rng.next();
  let street: string;
  if (r < 0.3) {
    street = under(
      country === CH ? rng.pick(FIXED_CH) : country === AT ? rng.pick(FIXED_AT) : rng.pick(COMMON),
    );
    if (country === CH) street = street.replace('ß', 'ss');
  } else if (r < 0.42 && nearbyAdj !== null) {
    street = country === CH ? `${nearbyAdj}strasse` : `${nearbyAdj} Straße`;
  } else {
    const stem = rng.chance(0.4) ? rng.pick(PERSONS) : rng.pick(NATURE);
    const suffixes = country === CH ? SUFFIX_CH : country === AT ? SUFFIX_AT : SUFFIX_DE;
    street = stem + rng.pick(suffixes);
  }
  return `${street} ${house}`;
}

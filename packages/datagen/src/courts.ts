/** Register courts: German Amtsgerichte (with XJustiz codes for the EUID), Austrian Firmenbuch courts, Swiss offices. */

export interface Court {
  /** Displayed in ID_Gerichtscode. */
  name: string;
  /** XJustiz code (DE), court abbreviation (AT) or canton code (CH). */
  code: string;
  /** GeoNames name of the seat, for the nearest-court assignment. */
  seat: string;
  /** Range of HRB numbers issued (some states number from 200000 or 700000). */
  low: number;
  high: number;
}

const de = (s: string): Court[] =>
  s
    .trim()
    .split(/\s*;\s*/)
    .map((e) => {
      const [name, code, seat, size] = e.split('|');
      const [a, b] = size.includes('-') ? size.split('-') : ['0', size];
      return {
        name: `Amtsgericht ${name}`,
        code,
        seat: seat || name,
        low: Number(a) * 1000,
        high: Number(b) * 1000,
      };
    });

// name|XJustiz code|GeoNames seat (if different)|HRB numbers issued, in thousands ('low-high' or 'high')
export const DE_COURTS: readonly Court[] = de(`
  Stuttgart|B2609||700-790; Mannheim|B1601||700-740; Freiburg|B1204|Freiburg|700-720; Ulm|B2805||720-740;
  Amberg|D3101||7; Ansbach|D3201||9; Aschaffenburg|D4102||17; Augsburg|D2102||38; Bamberg|D4201||10; Bayreuth|D4301||7;
  Coburg|D4401||6; Deggendorf|D2201||5; Fürth|D3304||20; Hof|D4501||6; Ingolstadt|D5701||11; Kempten (Allgäu)|D2304|Kempten (Allgäu)|17;
  Landshut|D2404||14; Memmingen|D2505||21; München|D2601|Munich|290; Nürnberg|D3310||43; Passau|D2803||11; Regensburg|D3410||20;
  Schweinfurt|D4608||8; Straubing|D3413||5; Traunstein|D2910||30; Weiden i. d. OPf.|D3508|Weiden|6; Würzburg|D4708||16;
  Charlottenburg|F1103|Charlottenburg|270; Cottbus|G1103||22; Frankfurt (Oder)|G1207|Frankfurt (Oder)|18; Neuruppin|G1309||15; Potsdam|G1312||37;
  Bremen|H1101||38; Hamburg|K1101||185;
  Bad Homburg v.d.H.|M1202|Bad Homburg vor der Höhe|16; Darmstadt|M1103||105; Frankfurt am Main|M1201||135; Friedberg (Hessen)|M1405|Friedberg|9;
  Fulda|M1301||8; Gießen|M1406||10; Hanau|M1502|Hanau am Main|10; Kassel|M1607||18; Königstein im Taunus|M1203|Königstein im Taunus|8; Limburg|M1706|Limburg an der Lahn|7;
  Marburg|M1809|Marburg an der Lahn|8; Offenbach am Main|M1114|Offenbach|52; Wetzlar|M1710||9; Wiesbaden|M1906||35;
  Neubrandenburg|N1105||6; Rostock|N1206||15; Schwerin|N1308||14; Stralsund|N1209||7;
  Aurich|P3101||200-209; Braunschweig|P1103||200-208; Göttingen|P2204||200-207; Hannover|P2305||200-225; Hildesheim|P2408||200-206; Lüneburg|P2507||200-210;
  Oldenburg (Oldenburg)|P3210|Oldenburg|200-215; Osnabrück|P3313||200-213; Stadthagen|P2106||200-201; Tostedt|P2613||200-207; Walsrode|P2716||200-206;
  Aachen|R3101||25; Arnsberg|R1901||14; Bad Oeynhausen|R2108||17; Bielefeld|R2101||44; Bochum|R2201||19; Bonn|R3201||26;
  Coesfeld|R2707||19; Dortmund|R2402||34; Duisburg|R1202||34; Düren|R3103||8; Düsseldorf|R1101||105; Essen|R2503||34;
  Gelsenkirchen|R2507||16; Gütersloh|R2103||13; Hagen|R2602||12; Hamm|R2404||11; Iserlohn|R2604||10; Kleve|R1304||18;
  Köln|R3306||120; Krefeld|R1402||19; Lemgo|R2307||10; Mönchengladbach|R1504||22; Münster|R2713||22; Neuss|R1102||23;
  Paderborn|R2809||14; Recklinghausen|R2204||10; Siegburg|R3208||16; Siegen|R2909||13; Steinfurt|R2706||14; Wuppertal|R1608||31;
  Bad Kreuznach|T2101||6; Kaiserslautern|T3201||5; Koblenz|T2210||27; Landau in der Pfalz|T3304|Landau in der Pfalz|10;
  Ludwigshafen am Rhein|T3104|Ludwigshafen am Rhein|67; Mainz|T2304||51; Montabaur|T2214||28; Wittlich|T2408||45; Zweibrücken|T3403||4;
  Saarbrücken|V1109||110; Chemnitz|U1206||35; Dresden|U1104||46; Leipzig|U1308||43; Stendal|W1215||33;
  Flensburg|X1112||13; Kiel|X1517||25; Lübeck|X1721||20; Pinneberg|X1321||17; Jena|Y1206||500-519
`);

const at = (s: string): Court[] =>
  s
    .trim()
    .split(/\s*;\s*/)
    .map((e) => {
      const [name, seat] = e.split('|');
      return { name, code: '', seat, low: 0, high: 0 };
    });

export const AT_COURTS: readonly Court[] = at(`
  Handelsgericht Wien|Vienna; Landesgericht St. Pölten|Sankt Pölten; Landesgericht Korneuburg|Korneuburg;
  Landesgericht Wiener Neustadt|Wiener Neustadt; Landesgericht Krems an der Donau|Krems an der Donau;
  Landesgericht Eisenstadt|Eisenstadt; Landesgericht Linz|Linz; Landesgericht Wels|Wels;
  Landesgericht Ried im Innkreis|Ried im Innkreis; Landesgericht Steyr|Steyr; Landesgericht Salzburg|Salzburg;
  Landesgericht für Zivilrechtssachen Graz|Graz; Landesgericht Leoben|Leoben; Landesgericht Klagenfurt|Klagenfurt am Wörthersee;
  Landesgericht Innsbruck|Innsbruck; Landesgericht Feldkirch|Feldkirch
`);

/** Swiss cantonal commercial-register offices; code = register office number used in the CH-ID. */
export const CH_REGISTER_CODES: Record<string, string> = {
  ZH: '020',
  BE: '036',
  LU: '100',
  UR: '120',
  SZ: '130',
  OW: '140',
  NW: '150',
  GL: '160',
  ZG: '170',
  FR: '217',
  SO: '241',
  BS: '270',
  BL: '280',
  SH: '290',
  AR: '300',
  AI: '310',
  SG: '320',
  GR: '350',
  AG: '400',
  TG: '440',
  TI: '501',
  VD: '550',
  VS: '621',
  NE: '645',
  GE: '660',
  JU: '670',
};

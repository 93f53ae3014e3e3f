/**
 * Postcode and telephone area-code tables. Postcode regions are anchored on real towns so that a city's
 * leading digits follow the real geography (Vienna 1xxx, Munich 80/81xxx, Zürich 80xx).
 */

/** 'prefix:GeoNames name' pairs; several prefixes may share a city. */
export const POSTCODE_ANCHORS: readonly string[] = [
  `01:Dresden 02:Görlitz 03:Cottbus 04:Leipzig 06:Halle (Saale) 07:Gera 08:Zwickau 09:Chemnitz 10:Berlin 12:Berlin
   13:Berlin 14:Potsdam 15:Frankfurt (Oder) 16:Oranienburg 17:Neubrandenburg 18:Rostock 19:Schwerin 20:Hamburg
   21:Harburg 21:Lüneburg 22:Hamburg 23:Lübeck 24:Kiel 25:Itzehoe 26:Oldenburg 27:Bremerhaven 28:Bremen 29:Celle
   30:Hannover 31:Hildesheim 32:Herford 33:Bielefeld 34:Kassel 35:Gießen 36:Fulda 37:Göttingen 38:Braunschweig
   39:Magdeburg 40:Düsseldorf 41:Mönchengladbach 42:Wuppertal 44:Dortmund 45:Essen 46:Oberhausen 47:Duisburg
   48:Münster 49:Osnabrück 50:Köln 51:Köln 52:Aachen 53:Bonn 54:Trier 55:Mainz 56:Koblenz 57:Siegen 58:Hagen
   59:Hamm 60:Frankfurt am Main 61:Bad Homburg vor der Höhe 63:Offenbach 64:Darmstadt 65:Wiesbaden 66:Saarbrücken
   67:Kaiserslautern 68:Mannheim 69:Heidelberg 70:Stuttgart 71:Böblingen 72:Tübingen 73:Esslingen 74:Heilbronn
   75:Pforzheim 76:Karlsruhe 77:Offenburg 78:Villingen-Schwenningen 79:Freiburg 80:Munich 81:Munich 82:Starnberg
   83:Rosenheim 84:Landshut 85:Ingolstadt 86:Augsburg 87:Kempten (Allgäu) 88:Ravensburg 89:Ulm 90:Nürnberg
   91:Erlangen 92:Amberg 93:Regensburg 94:Passau 95:Bayreuth 96:Bamberg 97:Würzburg 98:Suhl 99:Erfurt`,
  `20:Stockerau 21:Mistelbach 22:Gänserndorf 23:Schwechat 24:Bruck an der Leitha 25:Baden 26:Neunkirchen
   27:Wiener Neustadt 30:Purkersdorf 31:Sankt Pölten 32:Scheibbs 33:Amstetten 34:Klosterneuburg 35:Krems an der Donau
   39:Zwettl Stadt 70:Eisenstadt 71:Neusiedl am See 72:Mattersburg 73:Oberpullendorf 74:Oberwart 75:Güssing
   40:Linz 41:Rohrbach in Oberösterreich 42:Freistadt 43:Perg 44:Steyr 45:Kirchdorf an der Krems 46:Wels 47:Grieskirchen 48:Vöcklabruck
   49:Ried im Innkreis 52:Braunau am Inn 50:Salzburg 54:Hallein 55:Bischofshofen 56:Sankt Johann im Pongau 57:Zell am See
   60:Innsbruck 61:Seefeld in Tirol 62:Jenbach 63:Wörgl 64:Imst 65:Landeck 66:Reutte 99:Lienz 67:Bludenz 68:Feldkirch
   69:Bregenz 80:Graz 81:Weiz 82:Hartberg 83:Feldbach 84:Leibnitz 85:Deutschlandsberg 86:Bruck an der Mur 87:Leoben
   88:Murau 89:Liezen 90:Klagenfurt am Wörthersee 91:Völkermarkt 92:Velden am Wörthersee 93:Sankt Veit an der Glan
   94:Wolfsberg 95:Villach 96:Hermagor 98:Spittal an der Drau`,
  `10:Lausanne 11:Morges 12:Genève 12:Nyon 14:Yverdon-les-Bains 15:Payerne 16:Bulle 17:Fribourg 18:Vevey 19:Martigny-Ville
   19:Sitten 20:Neuchâtel 23:La Chaux-de-Fonds 25:Biel/Bienne 28:Delémont 29:Porrentruy 30:Bern 32:Lyss 34:Burgdorf
   36:Thun 37:Spiez 38:Interlaken 39:Brig 40:Basel 41:Allschwil 42:Laufen 44:Liestal 45:Solothurn 46:Olten 47:Balsthal
   48:Zofingen 49:Langenthal 50:Aarau 52:Brugg 54:Baden 56:Wohlen 60:Luzern 60:Sarnen 62:Sursee 63:Zug 63:Stans
   64:Schwyz 64:Altdorf 65:Bellinzona 66:Locarno 68:Mendrisio 69:Lugano 70:Chur 72:Davos 73:Landquart 75:St. Moritz
   80:Zürich 81:Bülach 82:Schaffhausen 82:Kreuzlingen 83:Kloten 84:Winterthur 85:Frauenfeld 85:Weinfelden 86:Uster
   87:Glarus 88:Wädenswil 89:Dietikon 90:Sankt Gallen 90:Appenzell 91:Herisau 92:Gossau 94:Rorschach 95:Wil 96:Wattwil`,
];

/** Area codes (without the trunk 0) of larger cities, keyed by the cleaned city name. */
export const AREA_CODES: readonly Record<string, string>[] = [
  {
    Berlin: '30',
    Hamburg: '40',
    München: '89',
    Köln: '221',
    'Frankfurt am Main': '69',
    Stuttgart: '711',
    Düsseldorf: '211',
    Dortmund: '231',
    Essen: '201',
    Leipzig: '341',
    Bremen: '421',
    Dresden: '351',
    Hannover: '511',
    Nürnberg: '911',
    Duisburg: '203',
    Bochum: '234',
    Wuppertal: '202',
    Bielefeld: '521',
    Bonn: '228',
    Münster: '251',
    Karlsruhe: '721',
    Mannheim: '621',
    Augsburg: '821',
    Wiesbaden: '611',
    Mönchengladbach: '2161',
    Gelsenkirchen: '209',
    Braunschweig: '531',
    Kiel: '431',
    Chemnitz: '371',
    Aachen: '241',
    'Halle (Saale)': '345',
    Magdeburg: '391',
    'Freiburg im Breisgau': '761',
    Krefeld: '2151',
    Lübeck: '451',
    Mainz: '6131',
    Erfurt: '361',
    Rostock: '381',
    Kassel: '561',
    Potsdam: '331',
    Saarbrücken: '681',
    Regensburg: '941',
    Würzburg: '931',
    Ulm: '731',
    Heidelberg: '6221',
    Darmstadt: '6151',
    Oldenburg: '441',
    Osnabrück: '541',
    Heilbronn: '7131',
    Ingolstadt: '841',
    Wolfsburg: '5361',
    Göttingen: '551',
    Jena: '3641',
    Trier: '651',
    Koblenz: '261',
    Bamberg: '951',
    Bayreuth: '921',
    Passau: '851',
    Rosenheim: '8031',
    'Kempten (Allgäu)': '831',
    Landshut: '871',
    Oberhausen: '208',
    Hagen: '2331',
    Hamm: '2381',
    Leverkusen: '214',
    Solingen: '212',
    Neuss: '2131',
    Paderborn: '5251',
    Offenbach: '69',
    Fürth: '911',
  },
  {
    Wien: '1',
    Graz: '316',
    Linz: '732',
    Salzburg: '662',
    Innsbruck: '512',
    'Klagenfurt am Wörthersee': '463',
    Villach: '4242',
    Wels: '7242',
    'St. Pölten': '2742',
    Dornbirn: '5572',
    Steyr: '7252',
    'Wiener Neustadt': '2622',
    Feldkirch: '5522',
    Bregenz: '5574',
    Leoben: '3842',
    'Krems an der Donau': '2732',
    Baden: '2252',
    Wolfsberg: '4352',
    Amstetten: '7472',
    Eisenstadt: '2682',
    Lienz: '4852',
    Kufstein: '5372',
    Mödling: '2236',
    Leonding: '732',
    Traun: '7229',
  },
  {
    Winterthur: '52',
    Thun: '33',
    'Biel/Bienne': '32',
    Zürich: '44',
    Lugano: '91',
    Genève: '22',
    Lausanne: '21',
  },
];

/** Swiss area codes by canton. */
export const CH_CANTON_AREA: Record<string, string> = {
  ZH: '43',
  BE: '31',
  LU: '41',
  UR: '41',
  SZ: '41',
  OW: '41',
  NW: '41',
  GL: '55',
  ZG: '41',
  FR: '26',
  SO: '32',
  BS: '61',
  BL: '61',
  SH: '52',
  AR: '71',
  AI: '71',
  SG: '71',
  GR: '81',
  AG: '62',
  TG: '52',
  TI: '91',
  VD: '21',
  VS: '27',
  NE: '32',
  GE: '22',
  JU: '32',
};

/** First digits of rural area codes by the postcode's leading digit (rough but geographically right). */
export const DE_AREA_BY_ZONE = ['3', '3', '4', '5', '2', '2', '6', '7', '8', '9'];
export const AT_AREA_BY_ZONE = ['', '1', '22', '27', '72', '62', '52', '26', '31', '42'];

import type { IndustryRow } from './types';

/** Economic profiles; the numbers live in financials.ts. */
const PROFILES = [
  'it',
  'consulting',
  'services',
  'craft',
  'construction',
  'realestate',
  'holding',
  'bank',
  'insurance',
  'finance',
  'wholesale',
  'retail',
  'autotrade',
  'hospitality',
  'foodcraft',
  'manufacturing',
  'energy',
  'utilities',
  'logistics',
  'staffing',
  'health',
  'education',
  'leisure',
  'media',
  'telecom',
  'agri',
  'research',
  'nonprofit',
] as const;

export type ProfileKey = (typeof PROFILES)[number];

export const Flag = {
  /** Modern brand names ('TechVision Solutions'). */
  Brand: 1,
  /** '& Partner' professional firms. */
  Partner: 2,
  /** Sole proprietorships are common (e.K., e.U., Einzelunternehmen). */
  Sole: 4,
  Coop: 8,
  /** Names lead with the trade ('Bäckerei Huber'). */
  Trade: 16,
  /** Names built from the city or region. */
  Place: 32,
  /** Importers/exporters: EORI numbers. */
  Exporter: 64,
  /** Austrian trade licence (GISA) needed. */
  Gisa: 128,
  /** 'Werke', 'Gruppe' style names suit the largest firms. */
  Big: 256,
} as const;

export interface IndustryInfo extends IndustryRow {
  /** Relative frequency among all companies. */
  weight: number;
  /** Relative frequency among the largest companies. */
  big: number;
  profile: ProfileKey;
  /** Nouns used in company names ('Bau', 'Hochbau'). */
  words: readonly string[];
  /** Leading trade words ('Bäckerei'), empty when names do not lead with the trade. */
  trades: readonly string[];
  /** Activities for the German short description. */
  acts: readonly string[];
  flags: number;
}

/**
 * One industry per line: gegenstand; label_en; weight; weight among the largest; profile; name words; trade words;
 * activities for descriptions; flags (b brand, p partner, s sole, c coop, t trade, l place, x exporter, g GISA, w big).
 */
const ROWS = `
  Softwareentwicklung und IT-Dienstleistungen; Software development and IT services; 40; 6; it; Software|IT-Solutions|Informatik|IT-Service|Digital|Systems; ; die Entwicklung individueller Softwarelösungen|den Betrieb von Cloud-Anwendungen|IT-Support für mittelständische Kunden|die Digitalisierung von Geschäftsprozessen; bsg
  IT-Beratung und Systemintegration; IT consulting and systems integration; 16; 4; it; IT-Consulting|Systemhaus|Netzwerktechnik|IT-Systeme|Datentechnik; ; die Planung von IT-Infrastrukturen|die Einführung von ERP-Systemen|IT-Sicherheitsberatung|Netzwerk- und Serverbetreuung; bsg
  Telekommunikation; Telecommunications; 3; 10; telecom; Telekom|Kommunikation|Netz|Glasfaser|Telecom; ; den Ausbau von Glasfasernetzen|Mobilfunk- und Festnetzdienste|Rechenzentrumsleistungen|Datenübertragung für Geschäftskunden; blgw
  Verlagswesen und Medien; Publishing and media; 7; 5; media; Verlag|Medien|Media|Verlagsgruppe|Mediengruppe; ; die Herausgabe von Zeitschriften und Büchern|digitale Medienangebote|regionale Tageszeitungen|Fachinformationen; blgw
  Werbung und Marketing; Advertising and marketing; 18; 2; services; Werbeagentur|Marketing|Kommunikation|Design|Werbung; ; Markenentwicklung|Online-Marketing und Social Media|Kampagnenplanung|Corporate Design; bsg
  Unternehmensberatung; Management consulting; 45; 4; consulting; Consulting|Beratung|Management|Unternehmensberatung|Advisory; ; Strategieberatung|Restrukturierung und Sanierung|Prozessoptimierung|Nachfolgeplanung im Mittelstand; bpsg
  Steuerberatung und Wirtschaftsprüfung; Tax advisory and auditing; 18; 3; consulting; Steuerberatung|Steuerberatungsgesellschaft|Treuhand|Wirtschaftsprüfung|Revision; ; Steuerberatung für Unternehmen und Privatpersonen|Jahresabschlüsse|Lohn- und Finanzbuchhaltung|betriebswirtschaftliche Beratung; ps
  Rechtsberatung; Legal services; 10; 1; consulting; Rechtsanwälte|Rechtsanwaltsgesellschaft|Legal|Anwaltskanzlei; ; Wirtschafts- und Gesellschaftsrecht|Arbeitsrecht|Immobilienrecht|Prozessführung; ps
  Architektur- und Ingenieurbüros; Architecture and engineering offices; 24; 2; consulting; Architekten|Ingenieurbüro|Planung|Ingenieure|Architektur; ; Objektplanung|Tragwerksplanung|Bauleitung|Energieberatung; ps
  Forschung und Entwicklung; Research and development; 4; 3; research; Research|Forschung|Labor|Innovation|Biotech; ; angewandte Forschung|Auftragsentwicklung für die Industrie|Laboranalytik|Prototypenbau; bg
  Hochbau; Building construction; 34; 6; construction; Bau|Hochbau|Bauunternehmung|Baugesellschaft|Bauunternehmen; ; Wohnungsbau|Gewerbe- und Industriebau|schlüsselfertiges Bauen|Sanierung von Bestandsgebäuden; slgw
  Tiefbau; Civil engineering; 12; 5; construction; Tiefbau|Straßenbau|Erdbau|Kanalbau|Tief- und Straßenbau; ; Straßen- und Wegebau|Kanal- und Leitungsbau|Erdarbeiten|Pflasterarbeiten; slgw
  Elektroinstallation; Electrical installation; 20; 1; craft; Elektrotechnik|Elektro|Elektroanlagen|Elektroinstallationen; Elektro; Elektroinstallationen in Neubauten|Photovoltaikanlagen|Gebäudeautomation|E-Check und Wartung; stg
  Sanitär-, Heizungs- und Klimatechnik; Plumbing, heating and air conditioning; 20; 1; craft; Haustechnik|Heizungsbau|Gebäudetechnik|Installationen|Sanitärtechnik; Sanitär|Heizung; Heizungsmodernisierung|Badsanierung|Wärmepumpen|Lüftungs- und Klimatechnik; stg
  Maler- und Lackiererarbeiten; Painting and decorating; 12; 0; craft; Malerbetrieb|Malerei|Maler|Farbdesign; Malerbetrieb|Malerei; Innen- und Fassadenanstriche|Wärmedämmverbundsysteme|Tapezierarbeiten|Bodenbeläge; stg
  Dachdeckerei und Zimmerei; Roofing and carpentry; 10; 0; craft; Holzbau|Bedachungen|Zimmerei|Dachtechnik; Zimmerei|Dachdeckerei; Dachsanierung|Holzrahmenbau|Dachstühle|Spenglerarbeiten; stg
  Tischlerei und Schreinerei; Joinery and cabinet making; 10; 0; craft; Möbelwerkstätte|Innenausbau|Holzdesign|Möbelbau; Tischlerei|Schreinerei; Innenausbau|Küchen und Einbaumöbel|Fenster und Türen|Ladenbau; stg
  Garten- und Landschaftsbau; Landscaping; 10; 0; craft; Gartenbau|Garten- und Landschaftsbau|Grünpflege|Gartengestaltung; Gartenbau; Gartengestaltung|Pflasterarbeiten|Baumpflege|Grünflächenpflege; stg
  Gebäudereinigung und Facility Management; Cleaning and facility management; 15; 4; services; Gebäudereinigung|Facility Services|Reinigung|Gebäudeservice|Gebäudedienste; ; Unterhaltsreinigung|Glas- und Fassadenreinigung|Hausmeisterdienste|Winterdienst; bslg
  Immobilienverwaltung; Property management; 34; 3; realestate; Immobilien|Hausverwaltung|Immobilienverwaltung|Property Management|Wohnungsverwaltung; ; die Verwaltung von Wohnungseigentümergemeinschaften|Mietverwaltung|technisches Gebäudemanagement|Vermietung von Gewerbeflächen; slg
  Immobilienentwicklung und Bauträger; Real estate development; 15; 7; realestate; Projektentwicklung|Wohnbau|Immobilien|Bauträger|Real Estate; ; Projektentwicklung von Wohnanlagen|Bauträgergeschäft|Revitalisierung von Gewerbeimmobilien|Quartiersentwicklung; blgw
  Vermietung und Verpachtung eigener Grundstücke; Letting of own real estate; 25; 2; realestate; Grundbesitz|Vermögensverwaltung|Immobilien|Grundstücksgesellschaft|Objektgesellschaft; ; die Vermietung eigener Wohn- und Gewerbeimmobilien|die Verwaltung des eigenen Grundbesitzes|Verpachtung von Grundstücken; cl
  Immobilienmakler; Real estate agents; 10; 0; services; Immobilien|Makler|Real Estate|Immobilienvermittlung; ; Vermittlung von Wohn- und Gewerbeimmobilien|Immobilienbewertung|Vermietungsservice; bslg
  Holding- und Beteiligungsgesellschaft; Holding company; 45; 30; holding; Holding|Beteiligungs|Verwaltungs|Beteiligungen|Gruppe; ; das Halten und Verwalten von Beteiligungen|die Geschäftsführung von Tochtergesellschaften|die Finanzierung von Konzerngesellschaften; w
  Verwaltung eigenen Vermögens; Management of own assets; 20; 2; holding; Vermögensverwaltung|Verwaltungs|Invest|Capital|Vermögens; ; die Verwaltung eigenen Vermögens|Anlage in Wertpapiere und Immobilien|Beteiligungen an Unternehmen; b
  Banken und Kreditinstitute; Banking; 1.5; 25; bank; Bank|Privatbank|Kreditbank|Bankhaus; ; das Privat- und Firmenkundengeschäft|Baufinanzierung|Vermögensverwaltung|Zahlungsverkehr; clw
  Versicherungen; Insurance; 1; 20; insurance; Versicherung|Lebensversicherung|Assekuranz|Versicherungen|Rückversicherung; ; Sach- und Haftpflichtversicherung|Lebens- und Krankenversicherung|Industrieversicherung|Rückversicherung; lw
  Versicherungsvermittlung; Insurance brokerage; 10; 1; services; Versicherungsmakler|Finanzservice|Versicherungsbüro|Assekuranzmakler; ; Versicherungsvermittlung für Gewerbekunden|Vorsorgeberatung|Schadensmanagement; psg
  Finanzdienstleistungen und Vermögensberatung; Financial services and wealth advisory; 8; 7; finance; Finanz|Capital|Asset Management|Vermögensberatung|Finance; ; Vermögensverwaltung|Finanzierungsberatung|Fondsverwaltung|Leasing; bpg
  Großhandel mit Lebensmitteln; Food wholesale; 8; 8; wholesale; Lebensmittel|Feinkost|Food|Frischdienst|Lebensmittelhandel; ; Belieferung von Gastronomie und Handel|Import von Feinkost|Frische- und Tiefkühllogistik; bslxg
  Großhandel mit Maschinen und Ausrüstungen; Machinery wholesale; 8; 6; wholesale; Maschinenhandel|Industriebedarf|Technik|Handelsgesellschaft|Maschinen; ; Handel mit Werkzeugmaschinen|Industriebedarf|Service und Ersatzteile|Baumaschinenvermietung; bsxg
  Großhandel mit Baustoffen; Building materials wholesale; 5; 5; wholesale; Baustoffe|Baustoffhandel|Baucenter|Bauzentrum; ; Baustoffhandel für Gewerbe und Privat|Fliesen und Sanitär|Holz und Dämmstoffe; slxg
  Großhandel mit Elektronik und IT; Electronics and IT wholesale; 4; 5; wholesale; Distribution|Electronics|Computer|Elektronik; ; Distribution von IT-Hardware|Elektronikbauteile|Unterhaltungselektronik; bxg
  Kfz-Handel und -Reparatur; Motor vehicle trade and repair; 20; 6; autotrade; Automobile|Kfz-Technik|Autohaus|Autoservice|Automobil; Autohaus|Kfz-Werkstatt; Neu- und Gebrauchtwagenhandel|Kfz-Reparatur und Wartung|Karosserie und Lack|Reifenservice; stlg
  Einzelhandel mit Lebensmitteln; Food retail; 10; 10; retail; Markt|Frischmarkt|Lebensmittel|Supermarkt|Handelsgesellschaft; ; Lebensmitteleinzelhandel|regionale Produkte|Getränkemärkte; sclgw
  Einzelhandel mit Bekleidung; Clothing retail; 9; 4; retail; Mode|Fashion|Modehaus|Textil; Modehaus|Boutique; Damen- und Herrenmode|Sportbekleidung|Schuhe und Accessoires; bstg
  Einzelhandel mit Möbeln und Einrichtung; Furniture retail; 4; 3; retail; Möbel|Einrichtung|Wohnen|Einrichtungshaus; Möbelhaus; Möbel und Küchen|Wohnaccessoires|Einrichtungsplanung; stlg
  Online- und Versandhandel; E-commerce and mail order; 15; 5; retail; Versand|Online|Shop|E-Commerce|Handel; ; Onlinehandel mit Konsumgütern|Marktplatzhandel|Versandlogistik; bsxg
  Apotheken und Gesundheitsfachhandel; Pharmacies and medical supplies; 6; 1; retail; Apotheke|Sanitätshaus|Gesundheitsfachhandel; Sanitätshaus; Arzneimittelversorgung|Gesundheitsberatung|Hilfsmittel und Orthopädietechnik; st
  Optik und Hörakustik; Opticians and hearing care; 3; 1; retail; Optik|Augenoptik|Hörakustik|Brillen; Optik|Augenoptik; Brillen und Kontaktlinsen|Sehtests|Hörgeräteanpassung; stg
  Tankstellen und Mineralölhandel; Fuel stations and fuel trading; 2; 6; wholesale; Mineralöl|Energiehandel|Tankstellen|Brennstoffe; ; Heizöl- und Kraftstoffhandel|Betrieb von Tankstellen|Schmierstoffe; slxg
  Gastronomie; Restaurants and catering; 30; 2; hospitality; Gastronomie|Catering|Restaurant|Gastro|Genuss; Restaurant|Gasthaus|Café|Pizzeria; Restaurantbetrieb|Catering für Veranstaltungen|Systemgastronomie|Betriebsverpflegung; stlg
  Hotellerie; Hotels and accommodation; 10; 3; hospitality; Hotel|Hotelbetriebs|Hotels|Resort; Hotel|Gasthof|Landgasthof; Hotelbetrieb|Tagungen und Seminare|Wellness; stlg
  Bäckerei und Konditorei; Bakery and confectionery; 6; 1; foodcraft; Backstube|Backwaren|Bäckerei|Backhaus; Bäckerei|Konditorei|Bäckerei-Konditorei; handwerkliche Backwaren|Filialbetrieb|Konditoreiwaren; stg
  Fleischerei und Metzgerei; Butchers; 4; 1; foodcraft; Fleischwaren|Wurstwaren|Feinkost; Fleischerei|Metzgerei; Fleisch- und Wurstwaren aus eigener Herstellung|Partyservice|regionale Schlachtung; stg
  Herstellung von Nahrungsmitteln; Food manufacturing; 5; 12; manufacturing; Nahrungsmittel|Feinkost|Lebensmittelwerke|Food|Mühle; ; Herstellung von Convenience-Produkten|Molkereiprodukte|Back- und Süßwaren|Tiefkühlkost; lxgw
  Getränkeherstellung und Brauereien; Beverages and breweries; 2; 6; manufacturing; Brauerei|Getränke|Mineralbrunnen|Brauhaus|Kellerei; Brauerei; Bierbrauerei|Mineralwasser und Erfrischungsgetränke|Getränkelogistik; tlxgw
  Maschinenbau; Mechanical engineering; 12; 20; manufacturing; Maschinenbau|Maschinenfabrik|Anlagenbau|Technik|Automation; ; Sondermaschinenbau|Werkzeugmaschinen|Automatisierungstechnik|Anlagenbau für die Industrie; blxgw
  Metallverarbeitung; Metal processing; 10; 7; manufacturing; Metallbau|Stahlbau|Metalltechnik|Metallverarbeitung|Stahl; Schlosserei; Stahl- und Metallbau|CNC-Fertigung|Blechbearbeitung|Oberflächentechnik; stlxgw
  Automobilindustrie und Zulieferer; Automotive industry and suppliers; 3; 22; manufacturing; Automotive|Fahrzeugtechnik|Fahrzeugbau|Fahrzeugwerke; ; Fahrzeugbau|Zulieferteile für die Automobilindustrie|Antriebstechnik|Fahrzeugelektronik; blxgw
  Elektrotechnik und Elektronik; Electrical engineering and electronics; 6; 14; manufacturing; Elektronik|Elektrotechnik|Electronics|Sensortechnik|Elektrowerke; ; Leiterplattenbestückung|Sensorik|Antriebs- und Steuerungstechnik|Energietechnik; bxgw
  Chemische Industrie; Chemicals; 2; 14; manufacturing; Chemie|Chemische Werke|Chemical|Chemiewerk; ; Spezialchemikalien|Kunststoffe und Lacke|Grundstoffchemie; lxgw
  Pharmazeutische Industrie; Pharmaceuticals; 1.5; 14; manufacturing; Pharma|Arzneimittel|Biotech|Pharmaceuticals; ; Entwicklung und Herstellung von Arzneimitteln|Generika|Biopharmazeutika; bxw
  Medizintechnik; Medical technology; 3; 7; manufacturing; Medizintechnik|Medical|Medtech|Dental; ; Medizinprodukte|Diagnostik|Implantate|Dentaltechnik; bxg
  Kunststoffverarbeitung; Plastics processing; 3; 5; manufacturing; Kunststofftechnik|Kunststoffwerk|Kunststoffe|Plastics; ; Spritzguss|Folienherstellung|Verpackungen aus Kunststoff; lxg
  Holzverarbeitung und Möbelherstellung; Wood processing and furniture; 4; 4; manufacturing; Holzindustrie|Möbelwerke|Holzwerk|Sägewerk|Möbel; Sägewerk; Schnittholz und Holzwerkstoffe|Möbelfertigung|Fenster und Türen; tlxg
  Druck und Vervielfältigung; Printing; 4; 1; manufacturing; Druck|Print|Druckerei|Druckhaus; Druckerei; Offset- und Digitaldruck|Verpackungsdruck|Werbemittel; stlg
  Textil- und Bekleidungsherstellung; Textiles and apparel; 2; 3; manufacturing; Textil|Textilwerke|Weberei|Strickwaren; ; technische Textilien|Bekleidungsfertigung|Heimtextilien; lxg
  Glas, Keramik und Baustoffherstellung; Glass, ceramics and building materials; 2; 6; manufacturing; Betonwerk|Ziegelwerk|Glas|Baustoffwerk|Fertigteile; ; Betonfertigteile|Ziegel und Mauersteine|Flachglas|Keramik; lxgw
  Energieversorgung; Energy supply; 4; 20; energy; Energie|Energieversorgung|Elektrizitätswerk|Energy|Netze; ; Strom- und Gasversorgung|Betrieb von Verteilnetzen|Fernwärme|Energiedienstleistungen; clw
  Erneuerbare Energien; Renewable energy; 10; 5; energy; Solar|Windpark|Photovoltaik|Energie|Bioenergie; ; Betrieb von Windenergieanlagen|Photovoltaik-Projekte|Biogasanlagen|Stromerzeugung aus Wasserkraft; bcl
  Wasserversorgung und Entsorgung; Water supply and waste management; 3; 6; utilities; Entsorgung|Recycling|Umweltservice|Wasserversorgung|Umwelttechnik; ; Abfallentsorgung|Recycling von Wertstoffen|Containerdienst|Wasseraufbereitung; blgw
  Güterbeförderung im Straßenverkehr; Road haulage; 18; 4; logistics; Transporte|Spedition|Transport|Logistik|Kurierdienst; Transporte; Nah- und Fernverkehr|Baustellenlogistik|Kühltransporte|Kurierfahrten; stlxg
  Spedition und Logistik; Freight forwarding and logistics; 10; 12; logistics; Logistik|Spedition|Logistics|Cargo|Logistikzentrum; ; Kontraktlogistik|internationale Spedition|Lagerhaltung|Luft- und Seefracht; blxgw
  Personenbeförderung; Passenger transport; 6; 4; logistics; Reisen|Verkehrsbetriebe|Busreisen|Taxi|Mobilität; Taxi|Busreisen; Linien- und Reiseverkehr|Taxi- und Mietwagendienste|Schülerbeförderung; stlg
  Luftfahrt; Aviation; 0.3; 5; logistics; Aviation|Flug|Airlines|Luftfahrt; ; Charterflüge|Flugzeugwartung|Business Aviation; bxw
  Personalvermittlung und Arbeitnehmerüberlassung; Recruitment and temporary staffing; 8; 6; staffing; Personal|Personalservice|Zeitarbeit|Personaldienstleistungen|Staffing; ; Arbeitnehmerüberlassung|Personalvermittlung|Executive Search; bslg
  Sicherheitsdienste; Security services; 4; 3; staffing; Sicherheitsdienst|Security|Bewachung|Sicherheit; ; Objektschutz|Veranstaltungsschutz|Alarmaufschaltung; bslg
  Gesundheitswesen und Arztpraxen; Healthcare and medical practices; 12; 6; health; Praxis|MVZ|Gesundheitszentrum|Medizin|Physiotherapie; Physiotherapie|Praxis; ambulante medizinische Versorgung|Physiotherapie|Zahnmedizin|Diagnostik; psl
  Pflegedienste und Pflegeheime; Nursing and care; 10; 6; health; Pflegedienst|Seniorenresidenz|Pflege|Seniorenzentrum|Betreuung; Pflegedienst; ambulante Pflege|stationäre Pflege|betreutes Wohnen|Tagespflege; sl
  Kliniken und Krankenhäuser; Hospitals; 1; 10; health; Klinik|Klinikum|Kliniken|Krankenhaus; ; stationäre Krankenversorgung|Rehabilitation|Fachkliniken; lw
  Bildung und Weiterbildung; Education and training; 10; 2; education; Akademie|Bildungszentrum|Institut|Schule|Academy; ; berufliche Weiterbildung|Sprachkurse|Seminare für Fach- und Führungskräfte|Nachhilfe; bslg
  Kinderbetreuung; Childcare; 3; 0; education; Kinderbetreuung|Kita|Kinderkrippe|Kindergarten; ; Kindertagesstätten|Betriebskindergärten|Ferienbetreuung; sl
  Fahrschulen; Driving schools; 2; 0; education; Fahrschule|Fahrausbildung; Fahrschule; Führerscheinausbildung|Berufskraftfahrer-Weiterbildung; stg
  Sport und Fitness; Sport and fitness; 6; 1; leisure; Fitness|Sport|Sportcenter|Gym|Fitnessstudio; ; Fitnessstudios|Kursangebote|Sportstättenbetrieb; bslg
  Kunst, Kultur und Unterhaltung; Arts, culture and entertainment; 6; 2; leisure; Events|Kultur|Entertainment|Veranstaltungstechnik|Kulturbetriebe; ; Konzert- und Kulturveranstaltungen|Veranstaltungstechnik|Künstlermanagement; bslg
  Veranstaltungs- und Messeorganisation; Events and trade fairs; 4; 2; services; Events|Messebau|Eventagentur|Messe|Veranstaltungen; ; Messebau|Firmenveranstaltungen|Kongressorganisation; bslg
  Reisebüros und Reiseveranstalter; Travel agencies and tour operators; 4; 3; services; Reisen|Reisebüro|Touristik|Travel|Reisedienst; Reisebüro; Pauschalreisen|Geschäftsreisen|Gruppenreisen; bstlg
  Friseur- und Kosmetiksalons; Hairdressing and beauty; 12; 0; craft; Haarstudio|Beauty|Kosmetik|Hair Design|Friseure; Friseur|Kosmetikstudio|Friseursalon; Friseurdienstleistungen|Kosmetik und Nageldesign|Haarverlängerung; stg
  Fotografie und Design; Photography and design; 6; 0; services; Design|Fotografie|Grafik|Studio|Kreativ; Fotostudio; Produktfotografie|Grafikdesign|Corporate Design; bsg
  Filmproduktion; Film production; 3; 2; media; Film|Filmproduktion|Studios|Pictures|Media; ; Werbefilme|Fernsehproduktionen|Postproduktion; bsg
  Callcenter und Bürodienstleistungen; Call centres and office services; 4; 2; services; Büroservice|Callcenter|Office Services|Dialog|Kundenservice; ; Kundenservice im Auftrag|Telefonservice|Sekretariatsdienstleistungen; bsg
  Reparatur und Installation von Maschinen; Machine repair and installation; 5; 1; craft; Industrieservice|Maschinenservice|Montage|Instandhaltung; ; Instandhaltung von Produktionsanlagen|Maschinenumzüge|Industriemontage; bsg
  Landwirtschaft; Agriculture; 8; 2; agri; Agrar|Landwirtschaft|Hof|Agrarbetrieb|Milchhof; ; Ackerbau|Milchviehhaltung|Direktvermarktung|Schweinehaltung; scl
  Forstwirtschaft und Holzhandel; Forestry and timber trade; 2; 1; agri; Forst|Holzhandel|Forstbetrieb|Forstservice; ; Holzeinschlag|Forstpflege|Rundholzhandel; slg
  Weinbau; Viticulture; 2; 0; agri; Weingut|Weinbau|Kellerei|Winzer; Weingut; Weinbau und Kellerei|Direktvermarktung|Weinproben und Veranstaltungen; sctl
  Tierärzte; Veterinary services; 2; 0; health; Tierarztpraxis|Tierklinik|Tiergesundheit; Tierarztpraxis; Kleintiermedizin|Pferdemedizin|Nutztierbetreuung; st
  Vereine, Verbände und Interessenvertretungen; Associations and interest groups; 0; 0; nonprofit; Verein|Verband; ; Förderung des Vereinszwecks|Interessenvertretung der Mitglieder|Veranstaltungen für Mitglieder; 
`;

const FLAG_LETTERS: Record<string, number> = {
  b: Flag.Brand,
  p: Flag.Partner,
  s: Flag.Sole,
  c: Flag.Coop,
  t: Flag.Trade,
  l: Flag.Place,
  x: Flag.Exporter,
  g: Flag.Gisa,
  w: Flag.Big,
};

function flagsOf(letters: string): number {
  let f = 0;
  for (const ch of letters) f |= FLAG_LETTERS[ch] ?? 0;
  return f;
}

function profileOf(name: string): ProfileKey {
  const profile = PROFILES.find((p) => p === name);
  if (profile === undefined) throw new Error(`unknown profile ${name}`);
  return profile;
}

const list = (s: string): string[] => (s === '' ? [] : s.split('|'));

export const INDUSTRY_CATALOGUE: readonly IndustryInfo[] = ROWS.trim()
  .split('\n')
  .map((line, i) => {
    const [gegenstand, label, weight, big, profile, words, trades, acts, flags] = line
      .split(';')
      .map((x) => x.trim());
    return {
      industry_id: i + 1,
      gegenstand,
      label_en: label,
      weight: Number(weight),
      big: Number(big),
      profile: profileOf(profile),
      words: list(words),
      trades: list(trades),
      acts: list(acts),
      flags: flagsOf(flags),
    };
  });

/** The rows the store loads: the catalogue without the generator's own columns. */
export const INDUSTRIES: IndustryRow[] = INDUSTRY_CATALOGUE.map((i) => ({
  industry_id: i.industry_id,
  gegenstand: i.gegenstand,
  label_en: i.label_en,
}));

/** Index of the associations industry (Austrian ZVR Vereine). */
export const ASSOCIATION_INDUSTRY = INDUSTRY_CATALOGUE.findIndex((i) => i.profile === 'nonprofit');

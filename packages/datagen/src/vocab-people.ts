/** Person-name vocabulary, each list ordered roughly by frequency (draws are skewed to the start). */

const split = (s: string): readonly string[] => s.trim().split(/\s+/);

export const SURNAMES_DE = split(`
Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter Klein
Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt Werner Schmitz Krause
Meier Lehmann Schmid Schulze Maier Köhler Herrmann König Walter Mayer Huber Kaiser Fuchs Peters Lang Scholz
Möller Weiß Jung Hahn Schubert Vogel Friedrich Keller Günther Frank Berger Winkler Roth Beck Lorenz Baumann
Franke Albrecht Schuster Simon Ludwig Böhm Winter Kraus Martin Schumacher Krämer Vogt Stein Jäger Otto Sommer
Groß Seidel Heinrich Brandt Haas Schreiber Graf Schulte Dietrich Ziegler Kuhn Kühn Pohl Engel Horn Busch
Bergmann Thomas Voigt Sauer Arnold Wolff Pfeiffer Bäcker Öztürk Yılmaz Kaya Demir Şahin Çelik Nowak Kowalski
Lindner Ernst Hübner Kramer Hansen Franz Jansen Lehmann Friedrichs Petersen Sander Brinkmann Kessler Busse
Ebert Thiel Böttcher Ott Rieger Kolb Förster Bender Paul Kühne Berg Wendt Marx Körner Hermann Schramm Menzel
Seifert Reuter Steiner Pietsch Hofer Kurz Dittrich Fiedler Schulze-Wessel Kirchner Nagel Reinhardt Ritter
Bauer-Schmidt Bock Kaufmann Hauser Dörr Brückner Schlüter Jakob Lenz Gerlach Wilhelm Scholl Frey Heinz Mertens
Böhme Wirth Witt Rausch Schenk Sperling Küster Brenner Kunz Löffler Engelhardt Stahl Stephan Gärtner Hess
Grimm Marquardt Kuhlmann Schön Ahrens Kraft Hempel Thiele Goldmann Heller Rösler Mohr Reichert Fritsch Rothe
Schilling Bachmann Hennig Gebhardt Wenzel Ulrich Große Schade Heinemann Timm Dreyer Clausen Wulf Haase Hagen
Wegner Adam Siebert Fink Sommerfeld Noack Mai Herzog Rudolph Kröger Brauer Lux Pfeifer Weidner Eckert Michel
Wiese Stolz Rühl Jahn Behrens Rieck Feldmann Hinz Martens Blum Geiger Specht Nickel Beyer Unger Urban Gross
Stark Heinze Knoll Schütz Ehlers Held Kopp Strauß Hartung Wittmann Bader Moser Decker Walther Wiegand Diehl
Meißner Stumpf Aydın Arslan Doğan Koç Kurt Özdemir Nguyen Rossi Popescu Ivanović Horvat Petrović Kovačević
Albers Bartels Bauch Baum Beier Berndt Bischoff Blank Bode Brand Buchholz Burger Dahl Dietz Dreher Eckhardt
Eggert Falk Fischbach Frese Fröhlich Funk Gabriel Geißler Gerhardt Glaser Göbel Gottschalk Grünewald Haag
Hagemann Hammer Hanke Harms Heck Heil Hein Henkel Hess Hildebrandt Hirsch Hoppe Höfer Husmann Jacobs Janssen
Kaminski Keil Kern Kiefer Kirsch Klemm Knapp Knorr Köster Kraemer Krebs Kroll Kunze Lang Langer Laue Lemke
Linke Lutz Maurer Merz Meister Mielke Moritz Naumann Nolte Oswald Pape Pfaff Preuß Probst Raab Rapp Reich
Reimann Renner Richert Riedel Ritz Röder Rose Ruf Runge Sachs Schaller Scherer Schilke Schlegel Schmitt-Weber
Schnell Scholz Schott Schreiner Schütte Seeger Siegel Sievers Stamm Steffens Stoll Strobel Sturm Thoma Trautmann
Ullrich Vetter Voß Wagenknecht Walz Weigel Weis Welsch Wendel Wiedemann Will Winkelmann Wolter Zander Zeller
Ziemann Zink Bayer Böhmer Lück Pöhler Rößler Jürgens Kämmerer Mühlbauer Gößmann Süß Ströbel Täuber Wörner
`);

export const SURNAMES_AT = split(`
Gruber Huber Bauer Wagner Müller Pichler Steiner Moser Mayer Hofer Leitner Berger Fuchs Eder Fischer Schmid
Winkler Weber Schwarz Maier Schneider Reiter Mayr Schmidt Wimmer Egger Brunner Lang Baumgartner Auer Binder
Lechner Wolf Wallner Aigner Ebner Koller Lehner Haas Schuster Holzer Huemer Haider Wieser Hofbauer Strasser
Riegler Kaiser Mair Hofmann Gasser Posch Brandstätter Weiß Fellner Grabner Hackl Stadler Kofler Unger Friedl
Hauser Hofstätter Lindner Pölzl Kern Rainer Sommer Karner Schober Zauner Kainz Hammer Trummer Ortner Hölzl
Winter Kogler Pfeiffer Jovanović Novak Horvath Nagy Tomić Yılmaz Kaya Petrović Mayrhofer Ecker Pirker Lackner
Seidl Wurm Köck Mühlbacher Knapp Aschauer Rauch Pucher Stöger Kraus Zach Mader Grill Neubauer Schweiger Wiesinger
Fink Gstöttner Resch Widhalm Hinterberger Prinz Schreiner Rath Buchner Engl Prem Reisinger Thaler Pointner Ziegler
Achleitner Bachler Berghofer Danninger Edlinger Fasching Fürst Gangl Glatz Haberl Hager Hartl Hochreiter Hörmann
Hutter Jäger Kapeller Kirchmayr Klampfl Krenn Kronberger Kurz Lasser Leitgeb Leodolter Loidl Maurer Moosbrugger
Obermayr Ofner Pammer Pfeifer Plank Rainer Riedl Rohrer Scheiber Schöberl Schwaiger Spitzer Stangl Steindl Stöckl
Strobl Tauber Trattner Url Wagnleitner Weinberger Windisch Wöhrer Zöchling Zechner Zwettler Fröhlich Gröbner
`);

export const SURNAMES_CH = split(`
Müller Meier Schmid Keller Weber Huber Schneider Meyer Steiner Fischer Gerber Brunner Baumann Frei Zimmermann
Moser Widmer Wyss Graf Roth Suter Baumgartner Bachmann Studer Bucher Berger Kaufmann Hofmann Bühler Lüthi
Marti Kälin Egli Frey Sutter Christen Hess Bieri Koch Favre Rochat Bonvin Rossi Bernasconi Ferrari Bianchi
Schärer Zürcher Hug Wenger Ammann Lehmann Vogel Kunz Stadelmann Arnold Furrer Hunziker Schneeberger Flückiger
Fankhauser Tanner Gasser Wüthrich Aebischer Imhof Burri Kuster Rüegg Brändli Schwarz Fuchs Hofer Scherrer
Stocker Zbinden Ackermann Portmann Siegrist Leuenberger Wirth Peter Senn Hürlimann Blaser Vonlanthen Gisler
Meister Steffen Ruch Zaugg Jost Rey Mathis Perrin Girard Morel Rochat Dubois Blanc Jaquet Kovačević Krasniqi
Aeschlimann Affolter Amstutz Bärtschi Baumberger Beutler Bigler Blatter Bosshard Brunschwiler Büchi Dällenbach
Eberle Eicher Fässler Fehr Flury Frick Gasser Gautschi Germann Good Grob Gubler Häfliger Hauri Heiniger Hofstetter
Hunkeler Iten Jenni Kägi Kaufmann Keusch Knecht Krähenbühl Kündig Lanz Lehner Loosli Lüscher Marbach Muff
Nyffenegger Pfister Rüfenacht Rüegsegger Schaub Schenk Schlatter Schürch Sigrist Spörri Stalder Stucki Thalmann
Trachsel Vogt Wälti Wehrli Weibel Wyler Zbären Zimmerli Zollinger Zumbühl Bernard Fontana Galli Lombardi Pellegrini
`);

export const MALE_FIRST = split(`
Thomas Michael Andreas Stefan Peter Christian Markus Martin Frank Alexander Daniel Matthias Klaus Jürgen Wolfgang
Sebastian Tobias Florian Jan Tim Lukas Felix Maximilian Jonas Hans Karl Heinz Günter Uwe Dieter Manfred Ralf
Jörg Holger Sven Dirk Oliver Torsten Bernd Werner Helmut Gerhard Horst Rainer Norbert Georg Josef Johann Franz
Philipp Benjamin Dominik Patrick Marco Mario Kevin Dennis Simon Moritz Niklas Paul Leon David Fabian Marcel
Nico Robert Christoph Johannes Bernhard Harald Herbert Erich Reinhard Roland Ulrich Volker Wilhelm Mehmet Ali
Mustafa Emre Jens Kai Lars Henning Björn Carsten Axel Achim Hubert Alois Leopold Gerald Günther Urs Beat Reto
Adrian Roger Jürg Lorenz Konstantin Vincent Elias Julian Luca Noah Ben Finn Hannes Anton Valentin Jakob
`);

export const FEMALE_FIRST = split(`
Sabine Petra Claudia Andrea Susanne Nicole Stefanie Julia Katrin Anja Birgit Monika Ursula Karin Gabriele
Heike Martina Christine Sandra Melanie Anna Laura Lena Sarah Lisa Katharina Hannah Sophie Marie Johanna Elena
Eva Barbara Brigitte Renate Ingrid Helga Elke Silke Tanja Manuela Daniela Simone Kerstin Jessica Jennifer
Vanessa Franziska Christina Carina Verena Theresa Magdalena Elisabeth Maria Bettina Cornelia Doris Angelika
Jutta Ines Nadine Miriam Alexandra Lea Emma Mia Leonie Clara Nina Svenja Ayşe Fatma Elif Sabrina Michaela
Regula Esther Ruth Corinne Céline Sara Beatrice Yvonne Anita Irene Judith Astrid Ramona Jasmin Antonia Amelie
`);

/** Nobility particles and academic titles appear in real registers; used sparingly. */
export const TITLES = ['Dr. ', 'Dr. ', 'Dr. ', 'Prof. Dr. ', 'Dipl.-Ing. ', 'Mag. ', 'DI '] as const;

/** ASCII transliteration for domains, e-mail addresses and URLs. */
const TRANSLIT: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  Ä: 'ae',
  Ö: 'oe',
  Ü: 'ue',
  é: 'e',
  è: 'e',
  ê: 'e',
  à: 'a',
  â: 'a',
  ç: 'c',
  ş: 's',
  ğ: 'g',
  ı: 'i',
  ć: 'c',
  č: 'c',
  š: 's',
  ž: 'z',
  ô: 'o',
  û: 'u',
  î: 'i',
  ë: 'e',
  ï: 'i',
  Ş: 's',
  Ç: 'c',
  Ć: 'c',
  Č: 'c',
  Š: 's',
  Ž: 'z',
  É: 'e',
  œ: 'oe',
};

/** 'Müller & Söhne' → 'mueller-soehne'. */
export function slugify(text: string): string {
  let out = '';
  let dash = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let piece: string | undefined;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) piece = text[i];
    else if (c >= 65 && c <= 90) piece = String.fromCharCode(c + 32);
    else if (c > 127) piece = TRANSLIT[text[i]];
    if (piece === undefined) {
      dash = true;
      continue;
    }
    if (dash && out.length > 0) out += '-';
    out += piece;
    dash = false;
  }
  return out;
}

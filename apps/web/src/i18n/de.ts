import type { OperatorCatalogue } from './operator-catalogue';
import { accountDe } from './sections/account.de';
import { authDe } from './sections/auth.de';
import { billingDe } from './sections/billing.de';
import { companyPageDe } from './sections/company.de';
import { employeePageDe } from './sections/employee.de';
import { homeDe, jumpDe } from './sections/home.de';
import { matchingDe } from './sections/matching.de';
import { networkDe } from './sections/network.de';
import { privacyRequestDe } from './sections/privacy.de';
import { profileDe } from './sections/profile.de';
import { provenanceDe } from './sections/provenance.de';
import { searchDe } from './sections/search.de';
import { selectionDe } from './sections/selection.de';
import { sourcesDe } from './sections/sources.de';
import { statisticsDe } from './sections/statistics.de';
import { supportDe } from './sections/support.de';
import { timelineDe } from './sections/timeline.de';
import { workspaceDe } from './sections/workspace.de';

/** The error catalogue's German texts, loaded with this catalogue (catalogueReady). */
export { errorsDe } from '@fd/contract';

/** German catalogue: the default language. Its shape is the type every catalogue must have. */
export const de = {
  common: {
    appName: 'Firmenradar',
    loading: 'Wird geladen …',
    pageTitle: '{{title}} – Firmenradar',
    opensInNewTab: '(öffnet in neuem Tab)',
    /** 'keine Angabe', as the shared formatters print it (notAvailable in @fd/contract). */
    notAvailable: 'k. A.',
  },
  countries: {
    Austria: 'Österreich',
    Germany: 'Deutschland',
    Switzerland: 'Schweiz',
  },
  language: {
    switchTo: 'Switch to English',
    switchShort: 'EN',
    choice: 'Sprache',
    de: 'Deutsch',
    en: 'English',
  },
  nav: {
    label: 'Hauptnavigation',
    home: 'Firmenradar – zur Startseite',
    search: 'Suche',
    top500: 'Top 500',
    statistics: 'Statistik',
    contact: 'Kontakt',
    dashboard: 'Dashboard',
    myAccount: 'Mein Konto anlegen',
    login: 'Anmelden',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
  },
  footer: {
    tagline:
      'Firmendaten, Finanzkennzahlen und Entscheider für Österreich, Deutschland und die Schweiz – übersichtlich und aktuell.',
    navigation: 'Navigation',
    legal: 'Rechtliches',
    contact: 'Kontakt',
    imprint: 'Impressum',
    dataSources: 'Datenquellen',
    terms: 'AGB',
    cookies: 'Cookies & Datenschutz',
    phone: 'Telefon',
    email: 'E-Mail',
    copyright: '© {{year}} Firmenradar GmbH. Alle Rechte vorbehalten.',
  },
  landing: {
    title: 'Firmensuche',
    heroTitle: 'Firmendaten für Österreich, Deutschland und die Schweiz',
    heroLead: 'Finden Sie Unternehmen nach Namen und sehen Sie auf einen Blick:',
    features: {
      financials: 'Umsatz, Eigenkapitalquote und Umsatzrendite',
      trend: 'die Umsatzentwicklung der letzten fünf Jahre',
      management: 'Geschäftsführung und Gesellschafter',
      network: 'Beteiligungen und verbundene Unternehmen',
      updates: 'aktuelle Änderungen im Firmenbuch',
    },
    claimsLabel: 'Unser Datenbestand',
    claimApprox: 'rund',
    claims: {
      companyRecords: 'Firmeneinträge',
      financialReports: 'Finanzberichte',
      employeeProfiles: 'Mitarbeiterprofile',
    },
    searchLabel: 'Firmenname',
    searchPlaceholder: 'Firmenname, z. B. Müller Bau',
    searchSubmit: 'Suchen',
    suggestionsLabel: 'Vorschläge',
    loading: 'Suche läuft …',
    resultsFound_one: '{{formatted}} Ergebnis gefunden',
    resultsFound_other: '{{formatted}} Ergebnisse gefunden',
    pageInfo: 'Seite {{page}} von {{pages}} ({{from}}–{{to}} von {{total}})',
    depthHint:
      'Ohne Konto zeigt die Suche die ersten {{depth}} Treffer. Mit einem kostenlosen Konto blättern Sie durch alle.',
    empty: 'Keine Ergebnisse gefunden. Versuchen Sie einen anderen Suchbegriff.',
    error: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    resultsLabel: 'Suchergebnisse für „{{keyword}}“',
    explore: {
      title: 'Entdecken',
      lead: 'Noch kein Firmenname zur Hand? Verschaffen Sie sich zuerst einen Überblick.',
      top500: 'Die 500 umsatzstärksten Unternehmen der DACH-Region im Überblick.',
      statistics: 'Branchen, Städte und Umsatzverteilung des gesamten Datenbestands.',
      open: 'Ansehen',
    },
  },
  companyList: {
    rank: 'Rang',
    company: 'Unternehmen',
    location: 'Standort',
    industry: 'Branche',
    founded: 'Gegründet',
    revenue: 'Umsatz',
    trend: 'Umsatztrend',
    equityRatio: 'EK-Quote',
    returnOnSales: 'Umsatzrendite',
    ceo: 'Geschäftsführung',
    details: 'Details',
    viewDetails: 'Details ansehen',
    trendAria: 'Umsatzentwicklung {{from}} bis {{to}}: {{direction}}',
    trendUp: 'steigend',
    trendDown: 'fallend',
    trendFlat: 'gleichbleibend',
    noTrend: 'Keine Umsatzhistorie',
  },
  pagination: {
    label: 'Seitennavigation',
    first: 'Erste Seite',
    last: 'Letzte Seite',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    previousShort: 'Zurück',
    nextShort: 'Weiter',
    page: 'Seite {{page}}',
  },
  top500: {
    title: 'Top 500 Unternehmen',
    lead: 'Die 500 umsatzstärksten Unternehmen in Österreich, Deutschland und der Schweiz, nach Umsatz geordnet.',
    empty: 'Keine Unternehmen gefunden',
    pageInfo: 'Seite {{page}} von {{pages}} · Rang {{from}}–{{to}}',
  },
  statistics: statisticsDe,
  contact: {
    title: 'Kontakt',
    lead: 'Fragen zu Daten, Abonnements oder einer Zusammenarbeit? Schreiben Sie uns – wir antworten in der Regel innerhalb eines Werktags.',
    formTitle: 'Nachricht schreiben',
    name: 'Name',
    email: 'E-Mail',
    company: 'Unternehmen',
    optional: '(optional)',
    subject: 'Betreff',
    message: 'Nachricht',
    requiredNote: 'Felder mit * sind Pflichtfelder.',
    submit: 'Nachricht senden',
    sending: 'Wird gesendet …',
    success: 'Vielen Dank! Wir melden uns in Kürze bei Ihnen.',
    error: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    infoTitle: 'Kontaktdaten',
    address: 'Adresse',
    phone: 'Telefon',
    hoursTitle: 'Geschäftszeiten',
    hours: 'Mo–Fr 9:00–18:00',
    hoursNote: 'An österreichischen Feiertagen geschlossen.',
    socialTitle: 'Folgen Sie uns',
  },
  legal: {
    privacyTitle: 'Datenschutz & Cookies',
    imprintTitle: 'Impressum',
    dataSourcesTitle: 'Datenquellen',
    termsTitle: 'Allgemeine Geschäftsbedingungen',
    effective: 'Gültig ab {{date}}',
    version: 'Stand: {{date}}',
  },
  cookieBanner: {
    label: 'Cookie-Hinweis',
    text: 'Wir verwenden Cookies, die für den Betrieb der Website nötig sind, und – mit Ihrer Zustimmung – Cookies für Statistik und Marketing.',
    more: 'Mehr erfahren',
    accept: 'Alle akzeptieren',
    decline: 'Ablehnen',
  },
  notFound: {
    heading: 'FEHLER',
    title: '404 – Seite nicht gefunden',
    text: 'Die gesuchte Seite existiert leider nicht.',
    back: 'Zurück zur Startseite',
  },
  loadError: {
    text: 'Diese Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
    reload: 'Seite neu laden',
  },
  auth: authDe,
  dashboard: {
    sidebarLabel: 'Dashboard-Navigation',
    openSidebar: 'Navigation öffnen',
    closeSidebar: 'Navigation schließen',
    lockedHint: 'Nur für angemeldete Nutzer',
    searchLabel: 'Unternehmen suchen',
    searchPlaceholder: 'Unternehmen suchen …',
    searchHint: 'Firmenname mit mindestens {{min}} Zeichen, dann Enter',
    signUp: 'Registrieren',
    avatarAlt: 'Profilbild von {{name}}',
    clockLabel: 'Aktuelle Uhrzeit',
    switchLanguage: 'Sprache wechseln',
    nav: {
      companies: 'Unternehmen',
      employees: 'Mitarbeiter',
      leadlist: 'Leadliste',
      contacts: 'Kontakte',
      matching: 'Abgleich',
      watchlist: 'Beobachtungsliste',
      recent: 'Zuletzt angesehen',
      account: 'Konto',
      billing: 'Abrechnung',
      logout: 'Abmelden',
      support: 'Support',
    },
    pages: {
      home: {
        title: 'Übersicht',
        description: 'Ihr Einstieg in Firmen- und Mitarbeitersuche, Listen und zuletzt angesehene Profile.',
      },
      companies: {
        title: 'Firmensuche',
        description:
          'Suchen Sie Unternehmen nach Namen oder kombinieren Sie Adresse, Umkreis und Finanzkennzahlen.',
      },
      company: {
        title: 'Firmenprofil',
        description:
          'Stammdaten, Finanzen, Management, Verflechtungen und Registeränderungen des Unternehmens Nr. {{id}}.',
      },
      employees: {
        title: 'Mitarbeitersuche',
        description: 'Finden Sie Fach- und Führungskräfte nach Name, Position, Branche und Arbeitgeber.',
      },
      employee: {
        title: 'Mitarbeiterprofil',
        description: 'Werdegang, Ausbildung, Fähigkeiten und Kontaktdaten der Person Nr. {{id}}.',
      },
      billing: {
        title: 'Abrechnung',
        description: 'Ihr Abonnement, Ihre Zahlungsmethode und Ihre bisherigen Transaktionen.',
      },
      logout: {
        title: 'Abmelden',
        description: 'Sie werden abgemeldet und zur Anmeldung weitergeleitet.',
      },
      leadlist: {
        title: 'Leadliste',
        description:
          'Sammeln Sie interessante Unternehmen als Leads und bereiten Sie sie für Ihren Vertrieb auf.',
      },
      contacts: {
        title: 'Kontakte',
        description: 'Ihre gespeicherten Ansprechpartner mit Position, Unternehmen und Kontaktdaten.',
      },
      matching: {
        title: 'Abgleich',
        description:
          'Gleichen Sie Ihre eigene Firmenliste mit dem Register ab, prüfen Sie die unsicheren Zeilen und laden Sie sie angereichert herunter.',
      },
      watchlist: {
        title: 'Beobachtungsliste',
        description: 'Unternehmen, die Sie beobachten – mit den jüngsten Änderungen an ihren Daten.',
      },
      recent: {
        title: 'Zuletzt angesehen',
        description: 'Die Firmen-, Mitarbeiter- und Personenprofile, die Sie zuletzt geöffnet haben.',
      },
      account: {
        title: 'Konto',
        description: 'Ihre Profildaten, Ihre E-Mail-Adresse und Ihr Passwort verwalten.',
      },
      support: {
        title: 'Support',
        description: 'Antworten auf häufige Fragen und der direkte Weg zu unserem Support-Team.',
      },
    },
  },
  companyPage: companyPageDe,
  network: networkDe,
  employeePage: employeePageDe,
  profile: profileDe,
  search: searchDe,
  workspace: workspaceDe,
  matching: matchingDe,
  selection: selectionDe,
  provenance: provenanceDe,
  timeline: timelineDe,
  sources: sourcesDe,
  account: accountDe,
  billing: billingDe,
  support: supportDe,
  privacyRequest: privacyRequestDe,
  home: homeDe,
  jump: jumpDe,
};

/** What every language's main catalogue holds; the console's texts come with the console (operator-catalogue.ts). */
export type BaseCatalogue = typeof de;
/** Every text the app's `t()` may name. */
export type Catalogue = BaseCatalogue & OperatorCatalogue;

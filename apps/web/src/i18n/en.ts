import { BUSINESS_HOURS } from '@fd/contract';
import type { BaseCatalogue } from './de';
import { accountEn } from './sections/account.en';
import { authEn } from './sections/auth.en';
import { billingEn } from './sections/billing.en';
import { companyPageEn } from './sections/company.en';
import { employeePageEn } from './sections/employee.en';
import { homeEn, jumpEn } from './sections/home.en';
import { matchingEn } from './sections/matching.en';
import { networkEn } from './sections/network.en';
import { privacyRequestEn } from './sections/privacy.en';
import { profileEn } from './sections/profile.en';
import { provenanceEn } from './sections/provenance.en';
import { searchEn } from './sections/search.en';
import { selectionEn } from './sections/selection.en';
import { sourcesEn } from './sections/sources.en';
import { statisticsEn } from './sections/statistics.en';
import { supportEn } from './sections/support.en';
import { timelineEn } from './sections/timeline.en';
import { workspaceEn } from './sections/workspace.en';

/** The error catalogue's English texts, loaded with this catalogue (catalogueReady). */
export { errorsEn } from '@fd/contract';

/** English catalogue: same keys as the German one, checked by its type. */
export const en: BaseCatalogue = {
  common: {
    appName: 'Firmenradar',
    loading: 'Loading …',
    pageTitle: '{{title}} – Firmenradar',
    opensInNewTab: '(opens in a new tab)',
    notAvailable: 'N/A',
  },
  countries: {
    Austria: 'Austria',
    Germany: 'Germany',
    Switzerland: 'Switzerland',
  },
  language: {
    switchTo: 'Auf Deutsch umstellen',
    switchShort: 'DE',
    choice: 'Language',
    de: 'Deutsch',
    en: 'English',
  },
  nav: {
    label: 'Main navigation',
    home: 'Firmenradar – home',
    search: 'Search',
    top500: 'Top 500',
    statistics: 'Statistics',
    contact: 'Contact',
    dashboard: 'Dashboard',
    myAccount: 'Create my account',
    login: 'Log in',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  footer: {
    tagline:
      'Company data, financial figures and decision makers for Austria, Germany and Switzerland – clear and up to date.',
    navigation: 'Navigation',
    legal: 'Legal',
    contact: 'Contact',
    imprint: 'Imprint',
    dataSources: 'Data sources',
    terms: 'Terms of use',
    cookies: 'Cookies & privacy',
    phone: 'Phone',
    email: 'E-mail',
    copyright: '© {{year}} Firmenradar GmbH. All rights reserved.',
  },
  landing: {
    title: 'Company search',
    heroTitle: 'Company data for Austria, Germany and Switzerland',
    heroLead: 'Find companies by name and see at a glance:',
    features: {
      financials: 'revenue, equity ratio and return on sales',
      trend: 'how revenue developed over the last five years',
      management: 'managing directors and shareholders',
      network: 'holdings and related companies',
      updates: 'recent changes in the company register',
    },
    claimsLabel: 'Our data',
    claimApprox: 'about',
    claims: {
      companyRecords: 'company records',
      financialReports: 'financial reports',
      employeeProfiles: 'employee profiles',
    },
    searchLabel: 'Company name',
    searchPlaceholder: 'Company name, e.g. Müller Bau',
    searchSubmit: 'Search',
    suggestionsLabel: 'Suggestions',
    loading: 'Searching …',
    resultsFound_one: '{{formatted}} result found',
    resultsFound_other: '{{formatted}} results found',
    pageInfo: 'Page {{page}} of {{pages}} ({{from}}–{{to}} of {{total}})',
    depthHint:
      'Without an account, the search shows the first {{depth}} results. With a free account you page through all of them.',
    empty: 'No results found. Try a different search term.',
    error: 'An error occurred. Please try again.',
    resultsLabel: 'Search results for “{{keyword}}”',
    explore: {
      title: 'Explore',
      lead: 'No company name in mind yet? Start with an overview.',
      top500: 'The 500 companies with the highest revenue in the DACH region at a glance.',
      statistics: 'Industries, cities and the revenue distribution across the whole dataset.',
      open: 'View',
    },
  },
  companyList: {
    rank: 'Rank',
    company: 'Company',
    location: 'Location',
    industry: 'Industry',
    founded: 'Founded',
    revenue: 'Revenue',
    trend: 'Revenue trend',
    equityRatio: 'Equity ratio',
    returnOnSales: 'RoS',
    ceo: 'CEO',
    details: 'Details',
    viewDetails: 'View details',
    trendAria: 'Revenue {{from}} to {{to}}: {{direction}}',
    trendUp: 'rising',
    trendDown: 'falling',
    trendFlat: 'flat',
    noTrend: 'No revenue history',
  },
  pagination: {
    label: 'Pagination',
    first: 'First page',
    last: 'Last page',
    previous: 'Previous page',
    next: 'Next page',
    previousShort: 'Previous',
    nextShort: 'Next',
    page: 'Page {{page}}',
  },
  top500: {
    title: 'Top 500 companies',
    lead: 'The 500 companies with the highest revenue in Austria, Germany and Switzerland, ranked by revenue.',
    empty: 'No companies found',
    pageInfo: 'Page {{page}} of {{pages}} · ranks {{from}}–{{to}}',
  },
  statistics: statisticsEn,
  contact: {
    title: 'Contact',
    lead: 'Questions about our data, subscriptions or working together? Write to us – we usually reply within one working day.',
    formTitle: 'Send us a message',
    name: 'Name',
    email: 'E-mail',
    company: 'Company',
    optional: '(optional)',
    subject: 'Subject',
    message: 'Message',
    requiredNote: 'Fields marked * are required.',
    submit: 'Send message',
    sending: 'Sending …',
    success: "Thank you! We'll get back to you soon.",
    error: 'Something went wrong. Please try again.',
    infoTitle: 'Contact details',
    address: 'Address',
    phone: 'Phone',
    hoursTitle: 'Business hours',
    hours: BUSINESS_HOURS,
    hoursNote: 'Closed on Austrian public holidays.',
    socialTitle: 'Follow us',
  },
  legal: {
    privacyTitle: 'Privacy & cookies',
    imprintTitle: 'Imprint',
    dataSourcesTitle: 'Data sources',
    termsTitle: 'Terms of use',
    effective: 'Effective {{date}}',
    version: 'Version of {{date}}',
  },
  cookieBanner: {
    label: 'Cookie notice',
    text: 'We use cookies that the website needs to work and – with your consent – cookies for statistics and marketing.',
    more: 'Learn more',
    accept: 'Accept All',
    decline: 'Decline',
  },
  notFound: {
    heading: 'ERROR',
    title: '404 – Page Not Found',
    text: 'Sorry, the page you are looking for does not exist.',
    back: 'Back to Home',
  },
  loadError: {
    text: 'This page could not be loaded. Please check your connection and reload the page.',
    reload: 'Reload page',
  },
  auth: authEn,
  dashboard: {
    sidebarLabel: 'Dashboard navigation',
    openSidebar: 'Open navigation',
    closeSidebar: 'Close navigation',
    lockedHint: 'For logged-in users only',
    searchLabel: 'Search companies',
    searchPlaceholder: 'Search companies …',
    searchHint: 'Company name of at least {{min}} characters, then Enter',
    signUp: 'Sign up',
    avatarAlt: 'Profile picture of {{name}}',
    clockLabel: 'Current time',
    switchLanguage: 'Switch language',
    nav: {
      companies: 'Companies',
      employees: 'Employees',
      leadlist: 'Lead list',
      contacts: 'Contacts',
      matching: 'List matching',
      watchlist: 'Watch list',
      recent: 'Recently viewed',
      account: 'Account',
      billing: 'Billing',
      logout: 'Log out',
      support: 'Support',
    },
    pages: {
      home: {
        title: 'Overview',
        description:
          'Your starting point for company and employee search, your lists and recently viewed profiles.',
      },
      companies: {
        title: 'Company search',
        description: 'Search companies by name or combine address, radius and financial indicators.',
      },
      company: {
        title: 'Company profile',
        description:
          'Register data, financials, management, relations and record updates of company no. {{id}}.',
      },
      employees: {
        title: 'Employee search',
        description: 'Find professionals and managers by name, position, industry and employer.',
      },
      employee: {
        title: 'Employee profile',
        description: 'Career, education, skills and contact details of person no. {{id}}.',
      },
      billing: {
        title: 'Billing',
        description: 'Your subscription, your payment method and your past transactions.',
      },
      logout: {
        title: 'Log out',
        description: 'You are being logged out and taken to the log-in page.',
      },
      leadlist: {
        title: 'Lead list',
        description: 'Collect promising companies as leads and prepare them for your sales team.',
      },
      contacts: {
        title: 'Contacts',
        description: 'Your saved contact persons with position, company and contact details.',
      },
      matching: {
        title: 'List matching',
        description:
          'Match your own list of companies to the register, review the doubtful rows and download it enriched.',
      },
      watchlist: {
        title: 'Watch list',
        description: 'Companies you follow – with the latest changes to their data.',
      },
      recent: {
        title: 'Recently viewed',
        description: 'The company, employee and person profiles you opened most recently.',
      },
      account: {
        title: 'Account',
        description: 'Manage your profile, your e-mail address and your password.',
      },
      support: {
        title: 'Support',
        description: 'Answers to frequent questions and a direct line to our support team.',
      },
    },
  },
  companyPage: companyPageEn,
  network: networkEn,
  employeePage: employeePageEn,
  profile: profileEn,
  search: searchEn,
  workspace: workspaceEn,
  matching: matchingEn,
  selection: selectionEn,
  provenance: provenanceEn,
  timeline: timelineEn,
  sources: sourcesEn,
  account: accountEn,
  billing: billingEn,
  support: supportEn,
  privacyRequest: privacyRequestEn,
  home: homeEn,
  jump: jumpEn,
};

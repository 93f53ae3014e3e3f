import { type Contact, dataTermsIn, formatIsoDate, type Lang, labelsDe, labelsEn } from '@fd/contract';
import type { CompanyExportRow } from '../../store/types';

export type Column<R = CompanyExportRow> = {
  header: string;
  value: (row: R) => string | number | null;
  type: 'text' | 'number';
  /** Figures and contact data: the open registers never publish them (decision 050). */
  registersPublish?: false;
};

/** The words of an export that are not the data's, per reader's language (decision 190). */
const WORDS = {
  de: {
    labels: labelsDe,
    notPublished: 'nicht veröffentlicht',
    synthetic: 'Synthetische Beispieldaten',
    register: 'Öffentliches Register',
    headers: {
      id: 'Firmen-ID',
      name: 'Firmenname',
      legalForm: 'Rechtsform',
      status: 'Status',
      street: 'Straße',
      postcode: 'PLZ',
      city: 'Ort',
      country: 'Land',
      industry: 'Branche',
      founded: 'Gründung',
      website: 'Website',
      email: 'E-Mail',
      phone: 'Telefon',
      reportDate: 'Bilanzstichtag',
      origin: 'Datenherkunft',
      person: 'Name',
      position: 'Position',
      company: 'Firma',
      note: 'Notiz',
      saved: 'Gespeichert am',
    },
  },
  en: {
    labels: labelsEn,
    notPublished: 'not published',
    synthetic: 'Synthetic sample data',
    register: 'Public register',
    headers: {
      id: 'Company ID',
      name: 'Company name',
      legalForm: 'Legal form',
      status: 'Status',
      street: 'Street',
      postcode: 'Postcode',
      city: 'City',
      country: 'Country',
      industry: 'Industry',
      founded: 'Founded',
      website: 'Website',
      email: 'Email',
      phone: 'Phone',
      reportDate: 'Balance sheet date',
      origin: 'Data origin',
      person: 'Name',
      position: 'Position',
      company: 'Company',
      note: 'Note',
      saved: 'Saved on',
    },
  },
} as const;

/** What an empty figure or contact cell of an imported company says: nothing was published. */
export const notPublished = (lang: Lang): string => WORDS[lang].notPublished;

/**
 * The columns of a company export (lead list, watch list) in the reader's language: main fields,
 * identifiers, latest financial figures; the data's values (status, country, city, industry,
 * days) as the page shows them.
 */
export function exportColumns(lang: Lang): Column[] {
  const { labels, headers: h } = WORDS[lang];
  const terms = dataTermsIn(lang);
  const text = (value: string | null, translate: (value: string) => string) =>
    value === null ? null : translate(value);
  const money = (field: 'revenue' | 'earnings' | 'total_assets' | 'equity') =>
    `${labels.financialFields[field]} (EUR)`;
  const percent = (field: 'equity_ratio' | 'return_on_sales') => `${labels.financialFields[field]} (%)`;
  return [
    { header: h.id, value: (r) => r.company_id, type: 'number' },
    { header: h.name, value: (r) => r.company_name, type: 'text' },
    { header: h.legalForm, value: (r) => r.legal_form, type: 'text' },
    { header: h.status, value: (r) => text(r.legal_status, terms.status), type: 'text' },
    { header: h.street, value: (r) => r.address_street, type: 'text' },
    { header: h.postcode, value: (r) => r.address_postcode, type: 'text' },
    { header: h.city, value: (r) => text(r.address_city, terms.city), type: 'text' },
    { header: h.country, value: (r) => text(r.address_country, terms.country), type: 'text' },
    { header: h.industry, value: (r) => text(r.gegenstand, terms.industry), type: 'text' },
    { header: h.founded, value: (r) => formatIsoDate(r.date_founded, lang), type: 'text' },
    { header: h.website, value: (r) => r.contact_website, type: 'text', registersPublish: false },
    { header: h.email, value: (r) => r.contact_email, type: 'text', registersPublish: false },
    { header: h.phone, value: (r) => r.contact_phone, type: 'text', registersPublish: false },
    { header: labels.identifiers.ID_Fb, value: (r) => r.ID_Fb, type: 'text' },
    { header: labels.identifiers.ID_Gerichtscode, value: (r) => r.ID_Gerichtscode, type: 'text' },
    { header: labels.identifiers.ID_VatID, value: (r) => r.ID_VatID, type: 'text' },
    { header: labels.identifiers.ID_EUID, value: (r) => r.ID_EUID, type: 'text' },
    { header: labels.identifiers.ID_Lei, value: (r) => r.ID_Lei, type: 'text' },
    {
      header: h.reportDate,
      // The export rows carry the report date as an ISO day (yyyy-mm-dd).
      value: (r) => formatIsoDate(r.report_date, lang),
      type: 'text',
      registersPublish: false,
    },
    { header: money('revenue'), value: (r) => r.revenue, type: 'number', registersPublish: false },
    { header: money('earnings'), value: (r) => r.earnings, type: 'number', registersPublish: false },
    { header: money('total_assets'), value: (r) => r.total_assets, type: 'number', registersPublish: false },
    { header: money('equity'), value: (r) => r.equity, type: 'number', registersPublish: false },
    {
      header: percent('equity_ratio'),
      value: (r) => r.equity_ratio,
      type: 'number',
      registersPublish: false,
    },
    {
      header: percent('return_on_sales'),
      value: (r) => r.return_on_sales,
      type: 'number',
      registersPublish: false,
    },
    {
      header: labels.financialFields.employees_number,
      value: (r) => r.employees_number,
      type: 'number',
      registersPublish: false,
    },
    // Last, so that the columns before keep their places in existing spreadsheets.
    {
      header: h.origin,
      value: (r) => (r.synthetic ? WORDS[lang].synthetic : WORDS[lang].register),
      type: 'text',
    },
  ];
}

/** The columns of the contacts book's export in the reader's language. */
export function contactColumns(lang: Lang): Column<Contact>[] {
  const h = WORDS[lang].headers;
  const terms = dataTermsIn(lang);
  return [
    { header: h.person, value: (c) => c.fullName, type: 'text' },
    { header: h.position, value: (c) => (c.title ? terms.position(c.title) : c.title), type: 'text' },
    { header: h.company, value: (c) => c.company_name, type: 'text' },
    { header: h.id, value: (c) => c.company_id, type: 'number' },
    { header: h.email, value: (c) => c.email, type: 'text' },
    { header: h.phone, value: (c) => c.phone, type: 'text' },
    { header: h.note, value: (c) => c.note, type: 'text' },
    { header: h.saved, value: (c) => formatIsoDate(c.created_at, lang), type: 'text' },
  ];
}

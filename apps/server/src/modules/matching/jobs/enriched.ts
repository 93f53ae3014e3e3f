import { dataTermsIn, type Lang, type MatchRowState } from '@fd/contract';
import type { CompanyExportRow, MatchJobRecord, MatchJobRowRecord } from '../../../store/types';
import { csvTable, type XlsxTable } from '../../workspace/export';
import type { Column } from '../../workspace/export-columns';

type Row = { input: MatchJobRowRecord; company: CompanyExportRow | null };

const STATE_LABELS: Record<Lang, Record<MatchRowState, string>> = {
  de: { matched: 'Treffer', review: 'Zu prüfen', none: 'Kein Treffer' },
  en: { matched: 'Matched', review: 'To review', none: 'No match' },
};

/** The columns added after the file's own, with headers in the job's language. */
function addedColumns(lang: Lang): Column<Row>[] {
  const de = lang === 'de';
  const terms = dataTermsIn(lang);
  const term = (value: string | null, translate: (value: string) => string) =>
    value === null ? null : translate(value);
  const company = (value: (c: CompanyExportRow) => string | number | null) => (row: Row) =>
    row.company ? value(row.company) : null;
  return [
    { header: de ? 'Firmen-ID' : 'Company ID', value: company((c) => c.company_id), type: 'number' },
    { header: de ? 'Firmenname' : 'Company name', value: company((c) => c.company_name), type: 'text' },
    { header: de ? 'Registernummer' : 'Register number', value: company((c) => c.ID_Fb), type: 'text' },
    {
      header: de ? 'Registergericht' : 'Register court',
      value: company((c) => c.ID_Gerichtscode),
      type: 'text',
    },
    { header: 'LEI', value: company((c) => c.ID_Lei), type: 'text' },
    { header: de ? 'USt-IdNr.' : 'VAT ID', value: company((c) => c.ID_VatID), type: 'text' },
    { header: 'Status', value: company((c) => terms.status(c.legal_status)), type: 'text' },
    { header: de ? 'Straße' : 'Street', value: company((c) => c.address_street), type: 'text' },
    { header: de ? 'PLZ' : 'Postcode', value: company((c) => c.address_postcode), type: 'text' },
    { header: de ? 'Ort' : 'City', value: company((c) => term(c.address_city, terms.city)), type: 'text' },
    {
      header: de ? 'Land' : 'Country',
      value: company((c) => terms.country(c.address_country)),
      type: 'text',
    },
    {
      header: de ? 'Branche' : 'Industry',
      value: company((c) => term(c.gegenstand, terms.industry)),
      type: 'text',
    },
    { header: de ? 'Mitarbeiter' : 'Employees', value: company((c) => c.employees_number), type: 'number' },
    { header: de ? 'Umsatz (EUR)' : 'Revenue (EUR)', value: company((c) => c.revenue), type: 'number' },
    {
      header: 'Score',
      value: (row) =>
        row.input.candidates.find((candidate) => candidate.company_id === row.input.company_id)?.score ??
        row.input.candidates[0]?.score ??
        null,
      type: 'number',
    },
    {
      header: de ? 'Abgleich' : 'Match',
      value: (row) => (row.input.state ? STATE_LABELS[lang][row.input.state] : null),
      type: 'text',
    },
  ];
}

/** The file's own columns and the added ones, and each row with the company it stands for. */
function enriched(job: MatchJobRecord, rows: MatchJobRowRecord[], companies: Map<number, CompanyExportRow>) {
  const own: Column<Row>[] = job.columns.map((header, index) => ({
    header,
    value: (row) => row.input.input[index] ?? '',
    type: 'text',
  }));
  const table = rows.map((input) => ({
    input,
    company: input.company_id === null ? null : (companies.get(input.company_id) ?? null),
  }));
  return { columns: [...own, ...addedColumns(job.lang)], table };
}

/**
 * The uploaded file with the matched company's facts added to each row, as a CSV in the form of
 * the workspace's exports (UTF-8 with BOM, ';', CRLF); every text cell, the file's own included,
 * passes the CSV-injection rule (`neutralisedText`).
 */
export function enrichedCsv(
  job: MatchJobRecord,
  rows: MatchJobRowRecord[],
  companies: Map<number, CompanyExportRow>,
) {
  const { columns, table } = enriched(job, rows, companies);
  return csvTable(columns, table, (column, row) => column.value(row), job.lang);
}

/** The same as a workbook's table (written by the workspace's writer, in a worker thread). */
export function enrichedXlsx(
  job: MatchJobRecord,
  rows: MatchJobRowRecord[],
  companies: Map<number, CompanyExportRow>,
): XlsxTable {
  const { columns, table } = enriched(job, rows, companies);
  return {
    sheetName: job.lang === 'de' ? 'Abgleich' : 'Matching',
    columns: columns.map(({ header, type }) => ({ header, type })),
    rows: table.map((row) => columns.map((column) => column.value(row))),
  };
}

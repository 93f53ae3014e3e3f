import type { Company, FinancialRecord, Lang, Representative } from '@fd/contract';
import type { CompanyExportRow } from '../../store/types';
import type { XlsxTable } from '../workspace/export';

/** The documents built off the event loop, each with the data it needs (structured-cloneable). */
export type RenderTask =
  | { kind: 'xlsx'; rows: CompanyExportRow[]; sheetName: string; lang: Lang }
  | { kind: 'xlsx-table'; table: XlsxTable }
  | { kind: 'financial-report'; company: Company; report: FinancialRecord; lang: Lang }
  | {
      kind: 'register-extract';
      company: Company;
      representatives: Representative[];
      register: 'gisa' | 'zvr';
      lang: Lang;
    };

import { Piscina } from 'piscina';
import { toXlsx, xlsxTable } from '../workspace/export';
import { financialReportPdf, registerExtractPdf } from './pdf';
import type { RenderTask } from './render-tasks';

/** Runs in a worker thread: builds one document and moves its bytes back (no copy). */
export default async function render(task: RenderTask) {
  const file =
    task.kind === 'xlsx'
      ? await toXlsx(task.rows, task.sheetName, task.lang)
      : task.kind === 'xlsx-table'
        ? await xlsxTable(task.table)
        : task.kind === 'financial-report'
          ? await financialReportPdf(task.company, task.report, task.lang)
          : await registerExtractPdf(task.company, task.representatives, task.register, task.lang);
  const bytes = new Uint8Array(file.byteLength);
  bytes.set(file);
  return Piscina.move(bytes);
}

import type { Readable } from 'node:stream';
import type { Lang } from '@fd/contract';
import type { RenderPool } from '../documents/render-pool';
import type { Quotas } from '../limits/quotas';
import { contactsToCsv, toCsv } from './export';
import type { WorkspaceService } from './service';

const CSV = 'text/csv; charset=utf-8';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ExportFormat = 'csv' | 'xlsx';

/** The watch list's file and sheet name, and the contacts book's file, in the reader's language. */
const WATCHLIST_NAME: Record<Lang, string> = { de: 'Beobachtungsliste', en: 'Watchlist' };
const CONTACTS_FILE: Record<Lang, string> = { de: 'kontakte.csv', en: 'contacts.csv' };

/** An export to download: the route sends it as an attachment. */
export interface ExportFile<ContentType extends string = typeof CSV | typeof XLSX> {
  contentType: ContentType;
  filename: string;
  body: Buffer | Readable;
}

/** 'Kunden Österreich' → 'Kunden-Osterreich': header-safe ASCII, umlauts without their dots. */
export function fileBaseName(name: string): string {
  const plain = name
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  return (
    plain
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'liste'
  );
}

/**
 * The workspace's exports. Each counts its rows against the account's daily export quota before
 * anything is built; then a CSV streams out, and a workbook is built in a worker thread (the
 * render pool).
 */
export function createExportFiles(deps: { workspace: WorkspaceService; quotas: Quotas; render: RenderPool }) {
  const { workspace, quotas, render } = deps;

  async function companies(
    userId: string,
    rows: Awaited<ReturnType<WorkspaceService['exportWatchlist']>>,
    format: ExportFormat,
    name: string,
    lang: Lang,
  ): Promise<ExportFile> {
    await quotas.exportRows(userId, rows.length);
    return format === 'xlsx'
      ? {
          contentType: XLSX,
          filename: `${fileBaseName(name)}.xlsx`,
          body: await render.run({ kind: 'xlsx', rows, sheetName: name, lang }),
        }
      : { contentType: CSV, filename: `${fileBaseName(name)}.csv`, body: toCsv(rows, lang) };
  }

  return {
    /** The watch list, or the selected companies of it. */
    async watchlist(userId: string, lang: Lang, format: ExportFormat, selection: number[] | undefined) {
      const rows = await workspace.exportWatchlist(userId, selection);
      return companies(userId, rows, format, WATCHLIST_NAME[lang], lang);
    },
    /** A lead list, or the selected companies of it; the file is named after the list. */
    async list(
      userId: string,
      lang: Lang,
      listId: number,
      format: ExportFormat,
      selection: number[] | undefined,
    ) {
      const { list, rows } = await workspace.exportList(userId, listId, selection);
      return companies(userId, rows, format, list.name, lang);
    },
    async contacts(userId: string, lang: Lang): Promise<ExportFile<typeof CSV>> {
      const contacts = await workspace.contacts(userId);
      await quotas.exportRows(userId, contacts.length);
      return { contentType: CSV, filename: CONTACTS_FILE[lang], body: contactsToCsv(contacts, lang) };
    },
  };
}

import { formatCount } from '@fd/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import type { ExportFormat } from '../api/workspace';
import styles from './SelectionBar.module.css';

export interface SelectionBarProps {
  count: number;
  onClear: () => void;
  /** The actions on the selection; they are disabled by their owners while nothing is ticked. */
  children: ReactNode;
}

/** How many companies are ticked, and what can be done with them at once. */
export function SelectionBar({ count, onClear, children }: SelectionBarProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <fieldset className={styles.bar} aria-label={t('selection.barLabel')}>
      <p className={styles.count} aria-live="polite">
        {count > 0
          ? t('selection.selected', { count, formatted: formatCount(count, lang) })
          : t('selection.none')}
      </p>
      <div className={styles.actions}>
        {children}
        {count > 0 && (
          <button type="button" className="btn btn-ghost" onClick={onClear}>
            {t('selection.clear')}
          </button>
        )}
      </div>
    </fieldset>
  );
}

export interface SelectionExportProps {
  /** The download address of the selection in a format; null while nothing is selected. */
  url: ((format: ExportFormat) => string) | null;
}

/** CSV and Excel downloads of the selection: links, or disabled buttons while nothing is ticked. */
export function SelectionExport({ url }: SelectionExportProps) {
  const { t } = useTranslation();
  const formats = [
    { format: 'csv', text: t('selection.exportCsv'), name: 'CSV' },
    { format: 'xlsx', text: t('selection.exportXlsx'), name: 'Excel' },
  ] as const;
  return formats.map(({ format, text, name }) =>
    url ? (
      <a
        key={format}
        className="btn btn-secondary"
        href={url(format)}
        download
        aria-label={t('selection.exportLabel', { format: name })}
      >
        {text}
      </a>
    ) : (
      <button key={format} type="button" className="btn btn-secondary" disabled>
        {text}
      </button>
    ),
  );
}

import type { ProvenanceField } from '@fd/contract';
import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEscapeKey } from '../ui/useEscapeKey';
import { useProvenance } from './ProvenanceContext';
import styles from './SourceLine.module.css';
import { fieldStatus, summarise } from './summary';
import { useSourceText } from './useSourceText';

export interface SourceLineProps {
  /** The field groups the card shows. */
  fields: readonly ProvenanceField[];
}

/**
 * A card's source in one quiet line ('Quelle: GLEIF · 12.03.2026 · veröffentlicht'). Each field
 * group's source, date and status show on hover, on keyboard focus and on tap: the line is a
 * button that pins the details open.
 */
export function SourceLine({ fields }: SourceLineProps) {
  const { t } = useTranslation();
  const text = useSourceText();
  const provenance = useProvenance();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  useEscapeKey(open, () => setOpen(false));
  const summary = provenance ? summarise(provenance, fields) : null;
  if (!provenance || !summary) return null;

  const line = [
    summary.sources.map(text.source).join(' + '),
    text.date(summary.date),
    text.status(summary.status),
  ].join(' · ');
  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={styles.line}
        aria-expanded={open}
        aria-controls={panelId}
        title={t('provenance.showDetails')}
        onClick={() => setOpen(!open)}
      >
        <Info size={14} aria-hidden="true" />
        <span>{t('provenance.sourceLine', { line })}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.panelTitle}>{t('provenance.detailsTitle')}</p>
        <dl className={styles.details}>
          {summary.fields.map((field) => (
            <div key={field.field} className={styles.detail}>
              <dt>{t(`provenance.fields.${field.field}`)}</dt>
              <dd>
                {[
                  text.source(field.source),
                  text.date(field.source_date),
                  text.status(fieldStatus(field, provenance.synthetic)),
                ].join(' · ')}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

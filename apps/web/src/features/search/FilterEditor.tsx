import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './FilterEditor.module.css';
import { FilterRow } from './FilterRow';
import { type FilterDraft, type FilterProblem, newFilterDraft } from './filterDraft';
import type { IndicatorDefinition } from './indicators';

export interface FilterEditorProps {
  definitions: readonly IndicatorDefinition[];
  filters: FilterDraft[];
  problems: Record<string, FilterProblem>;
  onChange: (filters: FilterDraft[]) => void;
}

/** Any number of filter rows with 'Add filter'. */
export function FilterEditor({ definitions, filters, problems, onChange }: FilterEditorProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.editor}>
      <legend className={styles.legend}>{t('search.filters.title')}</legend>
      {filters.length === 0 ? (
        <p className={styles.none}>{t('search.filters.none')}</p>
      ) : (
        <div className={styles.rows}>
          {filters.map((draft, index) => (
            <FilterRow
              key={draft.key}
              position={index + 1}
              definitions={definitions}
              draft={draft}
              problem={problems[draft.key] ?? null}
              onChange={(next) => onChange(filters.map((row) => (row.key === draft.key ? next : row)))}
              onRemove={() => onChange(filters.filter((row) => row.key !== draft.key))}
            />
          ))}
        </div>
      )}
      <div className={styles.footer}>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => onChange([...filters, newFilterDraft(definitions[0])])}
        >
          <Plus size={16} aria-hidden="true" />
          {t('search.filters.add')}
        </button>
        {filters.length > 0 && <p className={styles.help}>{t('search.filters.operatorHelp')}</p>}
      </div>
    </fieldset>
  );
}

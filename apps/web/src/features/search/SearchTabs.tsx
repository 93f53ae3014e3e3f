import { Lock } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SearchTabs.module.css';

export type SearchMode = 'quick' | 'advanced';

export interface SearchTabsProps {
  mode: SearchMode;
  onModeChange: (mode: SearchMode) => void;
  /** Anonymous users see the advanced tab with a lock; its panel then holds the premium hint. */
  advancedLocked: boolean;
  quickPanel: ReactNode;
  advancedPanel: ReactNode;
}

const MODES: readonly SearchMode[] = ['quick', 'advanced'];

/** Quick Search and Advanced Search as tabs. */
export function SearchTabs({
  mode,
  onModeChange,
  advancedLocked,
  quickPanel,
  advancedPanel,
}: SearchTabsProps) {
  const { t } = useTranslation();
  const id = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = MODES[(MODES.indexOf(mode) + 1) % MODES.length];
    onModeChange(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <div>
      <div className={styles.tabs} role="tablist" aria-label={t('search.tabs.label')}>
        {MODES.map((tab) => (
          <button
            key={tab}
            id={`${id}-tab-${tab}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={mode === tab}
            aria-controls={`${id}-panel`}
            tabIndex={mode === tab ? 0 : -1}
            onClick={() => onModeChange(tab)}
            onKeyDown={onKeyDown}
          >
            {t(`search.tabs.${tab}`)}
            {tab === 'advanced' && advancedLocked && (
              <Lock size={14} aria-label={t('search.tabs.locked')} className={styles.lock} />
            )}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${mode}`} className={styles.panel}>
        {mode === 'quick' ? quickPanel : advancedPanel}
      </div>
    </div>
  );
}

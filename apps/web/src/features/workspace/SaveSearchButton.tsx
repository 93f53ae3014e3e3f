import type { PerformanceIndicator } from '@fd/contract';
import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchEntity } from '../api/workspace';
import { useAuth } from '../auth/AuthContext';
import { Modal } from '../modal/Modal';
import { SaveSearchForm } from './SaveSearchForm';

export interface SaveSearchButtonProps {
  /** The performanceIndicators of the current advanced search, as sent to POST /api/search. */
  indicators: PerformanceIndicator[];
  /** 'companies' (default) or 'companies_employees' for the employee search. */
  entity?: SearchEntity;
  disabled?: boolean;
}

/** 'Save search': names the current advanced search and stores it; nothing for anonymous visitors. */
export function SaveSearchButton({
  indicators,
  entity = 'companies',
  disabled = false,
}: SaveSearchButtonProps) {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const [open, setOpen] = useState(false);
  if (!isLoggedIn) return null;

  return (
    <>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={disabled || indicators.length === 0}
        title={indicators.length === 0 ? t('workspace.saveSearch.noFilters') : undefined}
        onClick={() => setOpen(true)}
      >
        <BookmarkPlus size={16} aria-hidden="true" />
        {t('workspace.saveSearch.button')}
      </button>
      <Modal open={open} title={t('workspace.saveSearch.title')} onClose={() => setOpen(false)}>
        <SaveSearchForm indicators={indicators} entity={entity} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

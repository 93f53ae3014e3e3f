import type { PerformanceIndicator } from '@fd/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../i18n/useLang';
import { invalidate, queryKeys } from '../api/queryKeys';
import { createSavedSearch, fetchSavedSearches, type SearchEntity } from '../api/workspace';
import { FormFooter } from '../ui/FormFooter';
import feedback from '../ui/feedback.module.css';
import { TextField } from '../ui/TextField';
import { describeFilters } from './describeFilters';
import { formattedLimit, isAtLimit, SAVED_SEARCH_NAME_MAX } from './limits';
import { useSubmission } from './useFailureMessage';
import styles from './workspace.module.css';

export interface SaveSearchFormProps {
  indicators: PerformanceIndicator[];
  entity: SearchEntity;
  onDone: () => void;
}

/** The dialog body of 'Save search': the filters to be saved and a name for them. */
export function SaveSearchForm({ indicators, entity, onDone }: SaveSearchFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { busy, error, run } = useSubmission();
  const nameId = useId();
  const [name, setName] = useState('');
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);

  // The saved searches tell a taken name from the limit when the server answers 409.
  const existing =
    useQuery({ queryKey: queryKeys.savedSearches(), queryFn: ({ signal }) => fetchSavedSearches(signal) })
      .data ?? null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || busy) return;
    const taken = existing?.some((search) => search.name === trimmed) ?? false;
    const conflict =
      taken || !isAtLimit('savedSearches', existing?.length ?? 0)
        ? t('workspace.saveSearch.duplicate', { name: trimmed })
        : t('workspace.limits.savedSearches', { limit: formattedLimit('savedSearches', lang) });
    const created = await run(() => createSavedSearch(trimmed, entity, indicators), { conflict });
    if (!created) return;
    void invalidate.savedSearches(queryClient);
    setSaved(trimmed);
  };

  if (saved !== null) {
    return (
      <div>
        <p className="banner banner-success" role="status">
          {t('workspace.saveSearch.saved', { name: saved })}
        </p>
        <div className={feedback.dialogActions}>
          <Link to="/dashboard/leadlist#saved-searches" className="btn btn-secondary">
            {t('workspace.saveSearch.showAll')}
          </Link>
          <button type="button" className="btn btn-primary" onClick={onDone}>
            {t('profile.closeDialog')}
          </button>
        </div>
      </div>
    );
  }

  const descriptions = describeFilters(indicators, t, lang);
  return (
    <form className={styles.dialogForm} onSubmit={(event) => void submit(event)}>
      <p className={styles.hint}>{t('workspace.saveSearch.intro')}</p>
      <div>
        <p className="field-label">{t('workspace.saveSearch.filters')}</p>
        {descriptions.length === 0 ? (
          <p className={styles.hint}>{t('workspace.saveSearch.noFilters')}</p>
        ) : (
          <ul className={styles.hint}>
            {descriptions.map((description, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same filter may be there twice; the list never reorders.
              <li key={index}>{description}</li>
            ))}
          </ul>
        )}
      </div>
      <TextField
        id={nameId}
        label={t('workspace.saveSearch.name')}
        value={name}
        onChange={setName}
        maxLength={SAVED_SEARCH_NAME_MAX}
        placeholder={t('workspace.saveSearch.namePlaceholder')}
        required
        disabled={busy}
      />
      <FormFooter
        error={error}
        busy={busy}
        submitLabel={t('workspace.common.save')}
        busyLabel={t('workspace.common.saving')}
        submitDisabled={indicators.length === 0}
        onCancel={onDone}
      />
    </form>
  );
}

import { type ApiKey, MAX_API_KEYS } from '@fd/contract';
import { KeySquare, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createApiKey, fetchApiKeys, revokeApiKey } from '../../../features/api/accountSettings';
import { queryKeys } from '../../../features/api/queryKeys';
import { ProfileCard } from '../../../features/company-profile/ProfileCard';
import { ConfirmDialog } from '../../../features/ui/ConfirmDialog';
import { FormFooter } from '../../../features/ui/FormFooter';
import { LoadFailed } from '../../../features/ui/LoadFailed';
import { PageFallback } from '../../../features/ui/PageFallback';
import { TextField } from '../../../features/ui/TextField';
import type { Flash } from '../../../features/ui/useFlash';
import { useResource } from '../../../features/ui/useResource';
import { useConfirmedAction } from '../../../features/workspace/useConfirmedAction';
import { useSubmission } from '../../../features/workspace/useFailureMessage';
import { formatDateTime } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import styles from './AccountPage.module.css';

export interface ApiKeysSectionProps {
  onFlash: (kind: Flash['kind'], text: string) => void;
}

/** API keys for programs: create (the key is shown once), see their last use, revoke. */
export function ApiKeysSection({ onFlash }: ApiKeysSectionProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { busy, error, run } = useSubmission();
  const nameId = useId();
  const keys = useResource(queryKeys.apiKeys(), fetchApiKeys);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const revoke = useConfirmedAction(async (key: ApiKey) => {
    await revokeApiKey(key.id);
    keys.update((current) => ({ ...current, keys: current.keys.filter((entry) => entry.id !== key.id) }));
    onFlash('success', t('account.apiKeys.revoked'));
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await run(async () => {
      const answer = await createApiKey(name);
      setCreated(answer.key);
      setName('');
      keys.update((current) => ({ ...current, keys: [...current.keys, answer.api_key] }));
    });
  };

  const quota = keys.state.status === 'ready' ? keys.state.data.daily_quota : 0;
  return (
    <ProfileCard title={t('account.apiKeys.title')} icon={KeySquare}>
      <p className={styles.hint}>
        {t('account.apiKeys.intro', { quota: quota.toLocaleString(lang), max: MAX_API_KEYS })}
      </p>
      {keys.state.status === 'loading' && <PageFallback />}
      {keys.state.status === 'failed' && <LoadFailed onRetry={keys.retry} />}
      {keys.state.status === 'ready' && keys.state.data.keys.length === 0 && (
        <p className={styles.hint}>{t('account.apiKeys.none')}</p>
      )}
      {keys.state.status === 'ready' && keys.state.data.keys.length > 0 && (
        <ul className={styles.sessions} aria-label={t('account.apiKeys.title')}>
          {keys.state.data.keys.map((key) => (
            <li key={key.id} className={styles.session}>
              <div className={styles.sessionMain}>
                <p className={styles.device}>
                  {key.name} <code>{key.prefix}…</code>
                </p>
                <p className={styles.hint}>
                  {t('account.apiKeys.createdAt', { date: formatDateTime(key.created_at, lang) })}
                  {' · '}
                  {key.last_used_at
                    ? t('account.apiKeys.lastUsed', { date: formatDateTime(key.last_used_at, lang) })
                    : t('account.apiKeys.neverUsed')}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-secondary"
                aria-label={t('account.apiKeys.revokeLabel', { name: key.name })}
                onClick={() => revoke.ask(key)}
              >
                <Trash2 size={16} aria-hidden="true" />
                {t('account.apiKeys.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {created && (
        <div className="banner banner-success" role="status">
          <p>{t('account.apiKeys.created')}</p>
          <p>
            <code data-testid="new-api-key">{created}</code>
          </p>
        </div>
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id={nameId}
          label={t('account.apiKeys.name')}
          value={name}
          maxLength={100}
          placeholder={t('account.apiKeys.namePlaceholder')}
          onChange={setName}
          disabled={busy}
        />
        <FormFooter
          error={error}
          busy={busy}
          submitLabel={t('account.apiKeys.create')}
          busyLabel={t('account.apiKeys.creating')}
          className={styles.actions}
        />
      </form>
      <ConfirmDialog
        {...revoke.dialog}
        title={t('account.apiKeys.revokeTitle')}
        text={t('account.apiKeys.revokeText', { name: revoke.subject?.name ?? '' })}
        confirmLabel={t('account.apiKeys.revoke')}
      />
    </ProfileCard>
  );
}

import type { OperatorUser } from '@fd/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../features/ui/TextField';
import { formatDateTime } from '../../i18n/dates';
import { useLang } from '../../i18n/useLang';
import { ConsoleList } from './ConsoleList';
import styles from './OperatorPage.module.css';
import { actOnUser, fetchUsers, type UserAction } from './operatorApi';
import { useConsoleError } from './useConsoleError';

/** One account: its state and the operator's actions on it (never its lists). */
function UserCard({ user, onDone }: { user: OperatorUser; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const failure = useConsoleError();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: UserAction) => {
    setBusy(true);
    setError(null);
    try {
      await actOnUser(action, user.user_id);
      onDone(t(`operator.users.done.${action}`, { email: user.email }));
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={`card ${styles.report}`} aria-label={user.email}>
      <div className={styles.reportHead}>
        <h2 className={styles.reportTitle}>{user.email}</h2>
        <span className={styles.badge}>
          {t(user.locked_at ? 'operator.users.locked' : 'operator.users.active')}
        </span>
      </div>
      <p className={styles.meta}>
        {[
          user.fullname,
          t('operator.users.since', { date: formatDateTime(user.created_at, lang) }),
          t(user.email_verified ? 'operator.users.verified' : 'operator.users.unverified'),
          ...(user.operator ? [t('operator.users.operator')] : []),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <dl className={styles.facts}>
        <dt>{t('operator.users.sessions')}</dt>
        <dd>{user.sessions}</dd>
        <dt>{t('operator.users.apiKeys')}</dt>
        <dd>{user.api_keys}</dd>
        {user.locked_at && (
          <>
            <dt>{t('operator.users.lockedBy')}</dt>
            <dd>
              {t('operator.users.lockedOn', {
                date: formatDateTime(user.locked_at, lang),
                by: user.locked_by ?? '',
              })}
            </dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => run(user.locked_at ? 'unlockUser' : 'lockUser')}
        >
          {t(user.locked_at ? 'operator.users.unlock' : 'operator.users.lock')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy || user.sessions === 0}
          onClick={() => run('endUserSessions')}
        >
          {t('operator.users.endSessions')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy || user.api_keys === 0}
          onClick={() => run('revokeUserKeys')}
        >
          {t('operator.users.revokeKeys')}
        </button>
      </div>
      {error !== null && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** Accounts found by a part of their e-mail address, with lock, sessions and keys. */
export function UsersPanel({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const failure = useConsoleError();
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const users = useQuery({
    queryKey: ['operator', 'users', q],
    queryFn: ({ signal }) => fetchUsers(q, signal),
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };
  const error = users.error ? failure(users.error) : null;
  return (
    <section className={styles.part} aria-label={t('operator.tabs.users')}>
      <p className={styles.meta}>{t('operator.users.note')}</p>
      <form className={styles.filters} onSubmit={search}>
        <TextField
          id={searchId}
          label={t('operator.users.searchLabel')}
          type="search"
          value={draft}
          maxLength={254}
          onChange={setDraft}
        />
        <button type="submit" className="btn btn-secondary">
          {t('operator.users.search')}
        </button>
      </form>
      <ConsoleList error={error} items={users.data} empty={t('operator.users.empty')}>
        {(found) => (
          <ul className={styles.list}>
            {found.map((user) => (
              <UserCard
                key={user.user_id}
                user={user}
                onDone={(message) => {
                  void users.refetch();
                  onDone(message);
                }}
              />
            ))}
          </ul>
        )}
      </ConsoleList>
    </section>
  );
}

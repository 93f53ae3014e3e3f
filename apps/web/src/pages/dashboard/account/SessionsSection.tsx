import type { SessionInfo } from '@fd/contract';
import { Laptop, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSessions, revokeSession } from '../../../features/api/accountSettings';
import { ApiError } from '../../../features/api/api-error';
import { queryKeys } from '../../../features/api/queryKeys';
import { ProfileCard } from '../../../features/company-profile/ProfileCard';
import { ConfirmDialog } from '../../../features/ui/ConfirmDialog';
import { LoadFailed } from '../../../features/ui/LoadFailed';
import { PageFallback } from '../../../features/ui/PageFallback';
import type { Flash } from '../../../features/ui/useFlash';
import { useResource } from '../../../features/ui/useResource';
import { useConfirmedAction } from '../../../features/workspace/useConfirmedAction';
import styles from './AccountPage.module.css';
import { deviceLabel } from './deviceLabel';
import { SessionRow } from './SessionRow';

/** Sessions listed before 'show all'. */
const FIRST_SESSIONS = 5;

/** Signing out a session that has already ended is no failure. */
async function endSession(sessionId: string): Promise<void> {
  try {
    await revokeSession(sessionId);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

export interface SessionsSectionProps {
  onFlash: (kind: Flash['kind'], text: string) => void;
}

/** The account's active sessions, this device first; 'sign out' for one or all of the others. */
export function SessionsSection({ onFlash }: SessionsSectionProps) {
  const { t } = useTranslation();
  const sessions = useResource(queryKeys.sessions(), fetchSessions);
  const [expanded, setExpanded] = useState(false);
  const revoke = useConfirmedAction(async (session: SessionInfo) => {
    await endSession(session.id);
    sessions.update((current) => current.filter((entry) => entry.id !== session.id));
    onFlash('success', t('account.sessions.revoked'));
  });
  const revokeOthers = useConfirmedAction(async (others: SessionInfo[]) => {
    await Promise.all(others.map((session) => endSession(session.id)));
    sessions.update((current) => current.filter((entry) => entry.current));
    onFlash('success', t('account.sessions.revokedOthers'));
  });

  const ordered =
    sessions.state.status === 'ready'
      ? [...sessions.state.data].sort((a, b) => Number(b.current) - Number(a.current))
      : [];
  const others = ordered.filter((session) => !session.current);
  const shown = expanded ? ordered : ordered.slice(0, FIRST_SESSIONS);
  return (
    <ProfileCard
      title={t('account.sessions.title')}
      icon={Laptop}
      actions={
        others.length > 1 && (
          <button type="button" className="btn btn-secondary" onClick={() => revokeOthers.ask(others)}>
            <LogOut size={16} aria-hidden="true" />
            {t('account.sessions.revokeOthers')}
          </button>
        )
      }
    >
      <p className={styles.hint}>{t('account.sessions.intro')}</p>
      {sessions.state.status === 'loading' && <PageFallback />}
      {sessions.state.status === 'failed' && <LoadFailed onRetry={sessions.retry} />}
      {sessions.state.status === 'ready' && (
        <ul className={styles.sessions}>
          {shown.map((session) => (
            <SessionRow key={session.id} session={session} onRevoke={revoke.ask} />
          ))}
        </ul>
      )}
      {ordered.length > FIRST_SESSIONS && (
        <div>
          <button type="button" className="btn btn-ghost" onClick={() => setExpanded(!expanded)}>
            {expanded
              ? t('account.sessions.showFewer')
              : t('account.sessions.showAll', { count: ordered.length })}
          </button>
        </div>
      )}
      {ordered.length === 1 && <p className={styles.hint}>{t('account.sessions.onlyThis')}</p>}
      <ConfirmDialog
        {...revoke.dialog}
        title={t('account.sessions.revokeTitle')}
        text={t('account.sessions.revokeText', {
          device: revoke.subject ? deviceLabel(revoke.subject.device, t) : '',
        })}
        confirmLabel={t('account.sessions.revoke')}
      />
      <ConfirmDialog
        {...revokeOthers.dialog}
        title={t('account.sessions.revokeOthersTitle')}
        text={t('account.sessions.revokeOthersText', { count: revokeOthers.subject?.length ?? 0 })}
        confirmLabel={t('account.sessions.revokeOthers')}
      />
    </ProfileCard>
  );
}

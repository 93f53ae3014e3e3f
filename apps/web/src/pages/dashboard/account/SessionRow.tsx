import type { SessionInfo } from '@fd/contract';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import styles from './AccountPage.module.css';
import { deviceLabel } from './deviceLabel';

export interface SessionRowProps {
  session: SessionInfo;
  onRevoke: (session: SessionInfo) => void;
}

/** One session: device, last activity, start, IP; 'sign out' unless it is this device. */
export function SessionRow({ session, onRevoke }: SessionRowProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const device = deviceLabel(session.device, t);
  return (
    <li className={styles.session}>
      <div className={styles.sessionMain}>
        <p className={styles.device}>
          {device}
          {session.current && <span className={styles.currentTag}>{t('account.sessions.current')}</span>}
        </p>
        <p className={styles.hint}>
          {t('account.sessions.lastSeen', { date: formatDateTime(session.last_seen_at, lang) })}
          {' · '}
          {t('account.sessions.signedIn', { date: formatDateTime(session.created_at, lang) })}
          {session.ip && ` · ${t('account.sessions.ip', { ip: session.ip })}`}
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          className="btn btn-secondary"
          aria-label={t('account.sessions.revokeLabel', { device })}
          onClick={() => onRevoke(session)}
        >
          <LogOut size={16} aria-hidden="true" />
          {t('account.sessions.revoke')}
        </button>
      )}
    </li>
  );
}

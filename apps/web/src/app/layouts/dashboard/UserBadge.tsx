import type { User } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { avatarUrl, DEFAULT_AVATAR_URL } from '../../../features/auth/avatar';
import styles from './UserBadge.module.css';

export interface UserBadgeProps {
  user: User | null;
}

/** Avatar and name of the signed-in user; the default picture when the avatar cannot be loaded. */
export function UserBadge({ user }: UserBadgeProps) {
  const { t } = useTranslation();
  const name = user?.fullname || user?.email || '';
  return (
    <Link to="/dashboard/account" className={styles.badge}>
      <img
        className={styles.avatar}
        src={avatarUrl(user)}
        alt={t('dashboard.avatarAlt', { name })}
        width={32}
        height={32}
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR_URL))
            event.currentTarget.src = DEFAULT_AVATAR_URL;
        }}
      />
      <span className={styles.name}>{name}</span>
    </Link>
  );
}

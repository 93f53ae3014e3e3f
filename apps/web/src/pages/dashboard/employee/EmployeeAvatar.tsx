import { useState } from 'react';
import { profileAvatarUrl } from '../../../features/api/companyProfile';
import styles from './EmployeeHeader.module.css';

/** Shown when the profile picture cannot be loaded. */
const DEFAULT_AVATAR = '/default-avatar.svg';

export interface EmployeeAvatarProps {
  employeeId: number;
  alt: string;
}

export function EmployeeAvatar({ employeeId, alt }: EmployeeAvatarProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={styles.avatar}
      src={failed ? DEFAULT_AVATAR : profileAvatarUrl(employeeId)}
      alt={alt}
      width={96}
      height={96}
      onError={() => setFailed(true)}
    />
  );
}

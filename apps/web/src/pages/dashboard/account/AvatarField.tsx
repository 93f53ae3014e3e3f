import { Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarUrl, DEFAULT_AVATAR_URL } from '../../../features/auth/avatar';
import styles from './AccountPage.module.css';
import { AVATAR_SIZE, resizeAvatar } from './resizeAvatar';

export interface AvatarFieldProps {
  /** The stored value: a data URL, an employee id, or '' for none. */
  avatar: string;
  fullname: string;
  disabled: boolean;
  onChange: (avatar: string) => void;
  onError: (message: string) => void;
}

/** The profile picture with 'choose' and 'remove'; a chosen file is cropped and scaled first. */
export function AvatarField({ avatar, fullname, disabled, onChange, onError }: AvatarFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const result = await resizeAvatar(file);
    if (result.ok) onChange(result.dataUrl);
    else if (result.reason === 'type') onError(t('account.profile.avatarType'));
    else if (result.reason === 'tooLarge') onError(t('account.profile.avatarTooLarge'));
    else onError(t('account.profile.avatarUnreadable'));
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div className={styles.avatarRow}>
      <img
        className={styles.avatar}
        src={avatarUrl({ fullname, profile_avatar: avatar })}
        alt={t('account.profile.avatarAlt')}
        width={80}
        height={80}
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR_URL))
            event.currentTarget.src = DEFAULT_AVATAR_URL;
        }}
      />
      <div className={styles.avatarControls}>
        <span className="field-label">{t('account.profile.avatar')}</span>
        <div className={styles.avatarButtons}>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className={`visually-hidden ${styles.fileInput}`}
            disabled={disabled}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <label htmlFor={inputId} className={`btn btn-secondary ${styles.fileLabel}`}>
            <Upload size={16} aria-hidden="true" />
            {t('account.profile.chooseAvatar')}
          </label>
          {avatar !== '' && (
            <button type="button" className="btn btn-ghost" disabled={disabled} onClick={() => onChange('')}>
              {t('account.profile.removeAvatar')}
            </button>
          )}
        </div>
        <p className={styles.hint}>{t('account.profile.avatarHint', { size: AVATAR_SIZE })}</p>
      </div>
    </div>
  );
}

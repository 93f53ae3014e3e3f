import { Mail } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDigestSettings, saveDigestSettings } from '../../../features/api/watchChanges';
import { ProfileCard } from '../../../features/company-profile/ProfileCard';
import type { Flash } from '../../../features/workspace/useFlash';
import { formatDateTime } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import styles from './AccountPage.module.css';

export interface DigestSectionProps {
  onFlash: (kind: Flash['kind'], text: string) => void;
}

/** The opt-in daily e-mail of watched companies that changed. */
export function DigestSection({ onFlash }: DigestSectionProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [lastSent, setLastSent] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchDigestSettings(controller.signal).then(
      (settings) => {
        setEnabled(settings.daily_digest);
        setLastSent(settings.last_digest_at);
      },
      () => {
        if (!controller.signal.aborted) onFlash('error', t('account.digest.loadFailed'));
      },
    );
    return () => controller.abort();
  }, [onFlash, t]);

  const change = async (next: boolean) => {
    setSaving(true);
    try {
      const settings = await saveDigestSettings({ daily_digest: next });
      setEnabled(settings.daily_digest);
      onFlash('success', t(settings.daily_digest ? 'account.digest.on' : 'account.digest.off'));
    } catch {
      onFlash('error', t('account.digest.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ProfileCard title={t('account.digest.title')} icon={Mail}>
      <p className={styles.hint}>{t('account.digest.text')}</p>
      <label htmlFor={id} className={styles.digestToggle}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={enabled ?? false}
          aria-checked={enabled ?? false}
          disabled={enabled === null || saving}
          onChange={(event) => void change(event.target.checked)}
        />
        {t('account.digest.label')}
      </label>
      {lastSent && (
        <p className={styles.hint}>
          {t('account.digest.lastSent', { date: formatDateTime(lastSent, lang) })}
        </p>
      )}
    </ProfileCard>
  );
}

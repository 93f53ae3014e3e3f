import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../features/api/queryKeys';
import { fetchDigestSettings, saveDigestSettings } from '../../../features/api/watchChanges';
import { ProfileCard } from '../../../features/company-profile/ProfileCard';
import type { Flash } from '../../../features/ui/useFlash';
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
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: queryKeys.digest(),
    queryFn: ({ signal }) => fetchDigestSettings(signal),
  });
  const save = useMutation({
    mutationFn: (next: boolean) => saveDigestSettings({ daily_digest: next }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.digest(), saved);
      onFlash('success', t(saved.daily_digest ? 'account.digest.on' : 'account.digest.off'));
    },
    onError: () => onFlash('error', t('account.digest.saveFailed')),
  });

  const loadFailed = settings.isError;
  useEffect(() => {
    if (loadFailed) onFlash('error', t('account.digest.loadFailed'));
  }, [loadFailed, onFlash, t]);

  const enabled = settings.data?.daily_digest ?? null;
  const lastSent = settings.data?.last_digest_at ?? null;

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
          disabled={enabled === null || save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
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

import { MIN_PASSWORD_LENGTH } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../features/ui/PageIntro';

/** Opened from the reset link in the e-mail (decisions.md: single-use link, valid 1 hour). */
export function SetNewPasswordPage() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <PageIntro
        title={t('auth.resetConfirm.title')}
        description={t('auth.resetConfirm.description', { min: MIN_PASSWORD_LENGTH })}
      />
    </div>
  );
}

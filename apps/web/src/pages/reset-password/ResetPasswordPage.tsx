import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../features/ui/PageIntro';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <PageIntro title={t('auth.reset.title')} description={t('auth.reset.description')} />
    </div>
  );
}

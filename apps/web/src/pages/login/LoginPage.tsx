import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../features/ui/PageIntro';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <PageIntro title={t('auth.login.title')} description={t('auth.login.description')} />
    </div>
  );
}

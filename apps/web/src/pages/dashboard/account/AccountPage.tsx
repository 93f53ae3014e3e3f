import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../features/ui/PageIntro';

export function AccountPage() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('dashboard.pages.account.title')}
      description={t('dashboard.pages.account.description')}
    />
  );
}

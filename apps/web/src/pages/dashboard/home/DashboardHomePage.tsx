import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../features/ui/PageIntro';

export function DashboardHomePage() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('dashboard.pages.home.title')} description={t('dashboard.pages.home.description')} />
  );
}

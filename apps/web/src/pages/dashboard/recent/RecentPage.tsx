import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../features/ui/PageIntro';

export function RecentPage() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('dashboard.pages.recent.title')}
      description={t('dashboard.pages.recent.description')}
    />
  );
}

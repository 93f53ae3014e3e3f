import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../features/ui/PageIntro';

export function SupportPage() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('dashboard.pages.support.title')}
      description={t('dashboard.pages.support.description')}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../features/ui/PageIntro';

export function LeadListPage() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('dashboard.pages.leadlist.title')}
      description={t('dashboard.pages.leadlist.description')}
    />
  );
}

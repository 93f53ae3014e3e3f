import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../features/ui/PageIntro';

export function CompanySearchPage() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('dashboard.pages.companies.title')}
      description={t('dashboard.pages.companies.description')}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageIntro } from '../../../features/ui/PageIntro';

export function CompanyPage() {
  const { t } = useTranslation();
  const { companyId = '' } = useParams();
  return (
    <PageIntro
      title={t('dashboard.pages.company.title')}
      description={t('dashboard.pages.company.description', { id: companyId })}
    />
  );
}

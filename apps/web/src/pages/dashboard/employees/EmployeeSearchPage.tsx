import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../features/ui/PageIntro';

export function EmployeeSearchPage() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('dashboard.pages.employees.title')}
      description={t('dashboard.pages.employees.description')}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageIntro } from '../../../features/ui/PageIntro';

export function EmployeePage() {
  const { t } = useTranslation();
  const { employeeId = '' } = useParams();
  return (
    <PageIntro
      title={t('dashboard.pages.employee.title')}
      description={t('dashboard.pages.employee.description', { id: employeeId })}
    />
  );
}

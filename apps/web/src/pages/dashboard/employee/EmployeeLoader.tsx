import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchEmployee } from '../../../features/api/companyProfile';
import { invalidate, queryKeys } from '../../../features/api/queryKeys';
import { ProfileNotFound } from '../../../features/company-profile/ProfileNotFound';
import { useProfileData } from '../../../features/company-profile/useProfileData';
import { PageFallback } from '../../../features/ui/PageFallback';
import { EmployeeProfile } from './EmployeeProfile';

export interface EmployeeLoaderProps {
  employeeId: number | null;
}

export function EmployeeLoader({ employeeId }: EmployeeLoaderProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Reading an employee page records it as recently viewed.
  const state = useProfileData(employeeId, queryKeys.employee, async (id, signal) => {
    const employee = await fetchEmployee(id, signal);
    void invalidate.recent(queryClient);
    return employee;
  });
  if (state.status === 'notFound') {
    return (
      <ProfileNotFound
        title={t(state.gone ? 'employeePage.gone.title' : 'employeePage.notFound.title')}
        text={t(state.gone ? 'employeePage.gone.text' : 'employeePage.notFound.text')}
        backLabel={t('employeePage.notFound.back')}
        backTo="/dashboard/employees"
      />
    );
  }
  if (state.status === 'loading') return <PageFallback />;
  return <EmployeeProfile employee={state.data} />;
}

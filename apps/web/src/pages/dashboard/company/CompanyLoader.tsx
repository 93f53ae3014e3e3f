import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchCompanyDetail } from '../../../features/api/companyProfile';
import { invalidate, queryKeys } from '../../../features/api/queryKeys';
import { ProfileNotFound } from '../../../features/company-profile/ProfileNotFound';
import { useProfileData } from '../../../features/company-profile/useProfileData';
import { PageFallback } from '../../../features/ui/PageFallback';
import { CompanyProfile } from './CompanyProfile';

export interface CompanyLoaderProps {
  companyId: number | null;
}

export function CompanyLoader({ companyId }: CompanyLoaderProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useProfileData(companyId, queryKeys.company, async (id, signal) => {
    const detail = await fetchCompanyDetail(id, signal);
    invalidate.afterCompanyRead(queryClient);
    return detail;
  });
  if (state.status === 'notFound') {
    return (
      <ProfileNotFound
        title={t('companyPage.notFound.title')}
        text={t('companyPage.notFound.text')}
        backLabel={t('companyPage.notFound.back')}
        backTo="/dashboard/companies"
      />
    );
  }
  if (state.status === 'loading') return <PageFallback />;
  const reload = () => invalidate.companyRefreshed(queryClient, state.data.company.company_id);
  return <CompanyProfile detail={state.data} onReload={reload} />;
}

import type { EmployeeDetail } from '@fd/contract';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDataTerms } from '../../../features/companies/useDataTerms';
import { type Fact, FactList } from '../../../features/company-profile/FactList';
import { ProfileCard } from '../../../features/company-profile/ProfileCard';
import { ProfileLink } from '../../../features/company-profile/ProfileLink';

export interface OverviewCardProps {
  employee: EmployeeDetail;
}

/** Professional Overview: position, employer, industry, location, experience and management role. */
export function OverviewCard({ employee }: OverviewCardProps) {
  const { t } = useTranslation();
  const terms = useDataTerms();
  const notAvailable = t('common.notAvailable');
  const facts: Fact[] = [
    {
      label: t('employeePage.overview.position'),
      value: terms.position(employee.position ?? employee.title),
    },
    {
      label: t('employeePage.overview.company'),
      value:
        employee.company_id !== null && employee.company_name ? (
          <ProfileLink kind="company" id={employee.company_id}>
            {employee.company_name}
          </ProfileLink>
        ) : (
          (employee.company_name ?? notAvailable)
        ),
    },
    {
      label: t('employeePage.overview.industry'),
      value: employee.industry ? terms.industry(employee.industry) : notAvailable,
    },
    {
      label: t('employeePage.overview.locality'),
      value: employee.locality ? terms.locality(employee.locality) : notAvailable,
    },
    {
      label: t('employeePage.overview.experience'),
      value:
        employee.years_experience === null
          ? notAvailable
          : t('employeePage.overview.years', { count: employee.years_experience }),
    },
    {
      label: t('employeePage.overview.management'),
      value: employee.is_management ? t('employeePage.overview.yes') : t('employeePage.overview.no'),
    },
  ];
  return (
    <ProfileCard title={t('employeePage.overview.title')} icon={UserRound}>
      <FactList facts={facts} layout="stacked" />
    </ProfileCard>
  );
}

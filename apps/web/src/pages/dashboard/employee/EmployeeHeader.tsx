import type { EmployeeDetail } from '@fd/contract';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDataTerms } from '../../../features/companies/useDataTerms';
import { BackToSearchLink } from '../../../features/company-profile/BackToSearchLink';
import { ProfileLink } from '../../../features/company-profile/ProfileLink';
import { SyntheticBadge } from '../../../features/provenance/SyntheticBadge';
import { ReportIssueButton } from '../../../features/report-issue/ReportIssueButton';
import { SaveContactButton } from '../../../features/workspace/SaveContactButton';
import { EmployeeAvatar } from './EmployeeAvatar';
import styles from './EmployeeHeader.module.css';
import { headlineAddsInformation } from './headline';

export interface EmployeeHeaderProps {
  employee: EmployeeDetail;
}

/**
 * Avatar, name with the synthetic-data mark, title with the company link, Save as contact and
 * Report Issue. Every employee profile is invented by the generator (no importer writes people,
 * docs/decisions/183), so the mark is always shown, as on a synthetic company's page.
 */
export function EmployeeHeader({ employee }: EmployeeHeaderProps) {
  const { t } = useTranslation();
  const terms = useDataTerms();
  return (
    <header className={styles.header}>
      <BackToSearchLink fallback="/dashboard/employees" />
      <div className={`card ${styles.banner}`}>
        <EmployeeAvatar
          employeeId={employee.employee_id}
          alt={t('employeePage.avatarAlt', { name: employee.fullName })}
        />
        <div className={styles.identity}>
          <div className={styles.titleLine}>
            <h1 className={styles.name}>{employee.fullName}</h1>
            <SyntheticBadge subject="person" />
          </div>
          <p className={styles.role}>
            {terms.position(employee.title)}
            {employee.company_name && (
              <>
                {' '}
                {t('employeePage.atCompany')}{' '}
                {employee.company_id !== null ? (
                  <ProfileLink kind="company" id={employee.company_id}>
                    {employee.company_name}
                  </ProfileLink>
                ) : (
                  employee.company_name
                )}
              </>
            )}
          </p>
          {headlineAddsInformation(employee) && <p className={styles.headline}>{employee.headline}</p>}
          {employee.locality && (
            <p className={styles.locality}>
              <MapPin size={14} aria-hidden="true" />
              {terms.locality(employee.locality)}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <SaveContactButton employeeId={employee.employee_id} employeeName={employee.fullName} />
          <ReportIssueButton
            entityType="employee"
            entityId={employee.employee_id}
            entityName={employee.fullName}
          />
        </div>
      </div>
    </header>
  );
}

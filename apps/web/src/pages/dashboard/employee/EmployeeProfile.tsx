import type { EmployeeDetail } from '@fd/contract';
import { Briefcase, GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDataTerms } from '../../../features/companies/useDataTerms';
import { PrivacyRequestLink } from '../../../features/privacy/PrivacyRequestLink';
import { usePageTitle } from '../../../features/ui/usePageTitle';
import { ContactInfoCard } from './ContactInfoCard';
import { EmployeeHeader } from './EmployeeHeader';
import styles from './EmployeeProfile.module.css';
import { OverviewCard } from './OverviewCard';
import { SkillsCard } from './SkillsCard';
import { TimelineCard } from './TimelineCard';
import { parseEducation, parseExperience } from './timeline';

export interface EmployeeProfileProps {
  employee: EmployeeDetail;
}

/** Header and cards of a loaded employee. */
export function EmployeeProfile({ employee }: EmployeeProfileProps) {
  const { t } = useTranslation();
  const terms = useDataTerms();
  usePageTitle(employee.fullName);
  const experience = parseExperience(employee.experience).map((entry) => ({
    ...entry,
    title: terms.position(entry.title),
    subtitle: entry.company,
  }));
  const education = parseEducation(employee.education).map((entry) => ({
    ...entry,
    subtitle: entry.institution,
  }));

  return (
    <div className={styles.page}>
      <EmployeeHeader employee={employee} />
      <div className={styles.grid}>
        <div className={styles.column}>
          <OverviewCard employee={employee} />
          <TimelineCard
            title={t('employeePage.experience.title')}
            icon={Briefcase}
            entries={experience}
            emptyText={t('employeePage.experience.empty')}
          />
          <TimelineCard
            title={t('employeePage.education.title')}
            icon={GraduationCap}
            entries={education}
            emptyText={t('employeePage.education.empty')}
          />
        </div>
        <div className={styles.column}>
          <ContactInfoCard employee={employee} />
          <SkillsCard skills={employee.skills} />
        </div>
      </div>
      <PrivacyRequestLink />
    </div>
  );
}

import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDataTerms } from '../../../features/companies/useDataTerms';
import { EmptyNote } from '../../../features/company-profile/EmptyNote';
import { ProfileCard } from '../../../features/company-profile/ProfileCard';
import styles from './SkillsCard.module.css';
import { parseSkills } from './timeline';

export interface SkillsCardProps {
  skills: string | null;
}

export function SkillsCard({ skills }: SkillsCardProps) {
  const { t } = useTranslation();
  const terms = useDataTerms();
  const list = parseSkills(skills);
  return (
    <ProfileCard title={t('employeePage.skills.title')} icon={Sparkles}>
      {list.length === 0 ? (
        <EmptyNote text={t('employeePage.skills.empty')} />
      ) : (
        <ul className={styles.chips}>
          {list.map((skill) => (
            <li key={skill} className={styles.chip}>
              {terms.skill(skill)}
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}

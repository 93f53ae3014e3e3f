import type { GroupCompany } from '@fd/contract';
import { Network } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CompanyLink } from './CompanyLink';
import styles from './GroupParentLine.module.css';

export interface GroupParentLineProps {
  parent: GroupCompany | null | undefined;
}

/** 'Gruppe: <ultimate parent>' under a result row whose company belongs to a group. */
export function GroupParentLine({ parent }: GroupParentLineProps) {
  const { t } = useTranslation();
  if (!parent) return null;
  return (
    <p className={styles.line} data-testid="group-parent">
      <Network size={14} aria-hidden="true" />
      <span>
        {t('network.group.resultParent')}:{' '}
        <CompanyLink companyId={parent.company_id} newTab={false}>
          {parent.company_name}
        </CompanyLink>
      </span>
    </p>
  );
}

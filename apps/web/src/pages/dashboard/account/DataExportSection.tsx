import { Download, FileJson } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_EXPORT_URL } from '../../../features/api/accountSettings';
import { ProfileCard } from '../../../features/company-profile/ProfileCard';
import styles from './AccountPage.module.css';

/** 'Download my data': everything stored about the account as one JSON file (GDPR Art. 15/20). */
export function DataExportSection() {
  const { t } = useTranslation();
  return (
    <ProfileCard title={t('account.data.title')} icon={FileJson}>
      <p className={styles.hint}>{t('account.data.text')}</p>
      <div>
        <a className="btn btn-secondary" href={ACCOUNT_EXPORT_URL} download>
          <Download size={16} aria-hidden="true" />
          {t('account.data.download')}
        </a>
      </div>
    </ProfileCard>
  );
}

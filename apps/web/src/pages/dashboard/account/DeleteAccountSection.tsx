import type { Account } from '@fd/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileCard } from '../../../features/company-profile/ProfileCard';
import { Modal } from '../../../features/modal/Modal';
import feedback from '../../../features/ui/feedback.module.css';
import styles from './AccountPage.module.css';
import { DeleteAccountForm } from './DeleteAccountForm';

export interface DeleteAccountSectionProps {
  account: Account;
}

/** The danger zone: deleting the account, confirmed by the password in a dialog. */
export function DeleteAccountSection({ account }: DeleteAccountSectionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <ProfileCard title={t('account.remove.title')} icon={Trash2}>
      <p className={styles.hint}>{t('account.remove.text')}</p>
      <div>
        <button type="button" className={`btn ${feedback.danger}`} onClick={() => setOpen(true)}>
          {t('account.remove.button')}
        </button>
      </div>
      <Modal open={open} title={t('account.remove.dialogTitle')} onClose={() => setOpen(false)}>
        <DeleteAccountForm account={account} onCancel={() => setOpen(false)} />
      </Modal>
    </ProfileCard>
  );
}

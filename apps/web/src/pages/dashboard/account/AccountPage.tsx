import type { Account } from '@fd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchAccount } from '../../../features/api/account';
import { queryKeys } from '../../../features/api/queryKeys';
import { FlashMessage } from '../../../features/ui/FlashMessage';
import { PageIntro } from '../../../features/ui/PageIntro';
import { PendingPage } from '../../../features/ui/PendingPage';
import { useFlash } from '../../../features/ui/useFlash';
import { useResource } from '../../../features/ui/useResource';
import styles from './AccountPage.module.css';
import { ApiKeysSection } from './ApiKeysSection';
import { DataExportSection } from './DataExportSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DigestSection } from './DigestSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { WebhooksSection } from './WebhooksSection';

/** `/dashboard/account`: profile, password, active sessions, API keys, data export, deleting the account, webhooks. */
export function AccountPage() {
  const { t } = useTranslation();
  const account = useResource(queryKeys.account(), fetchAccount);
  const { flash, show, clear } = useFlash();
  const queryClient = useQueryClient();

  const intro = (
    <PageIntro
      title={t('dashboard.pages.account.title')}
      description={t('dashboard.pages.account.description')}
    />
  );
  if (account.state.status !== 'ready') return <PendingPage intro={intro} resource={account} />;

  const current = account.state.data;
  const replace = (next: Account) => account.update(() => next);
  return (
    <>
      {intro}
      <FlashMessage flash={flash} onDismiss={clear} />
      <div className={styles.grid}>
        <div className={styles.column}>
          <ProfileSection account={current} onSaved={replace} onFlash={show} />
          <PasswordSection
            hasPassword={current.has_password}
            onChanged={() => {
              replace({ ...current, has_password: true });
              // A changed password ends the other sessions: the list loads again.
              void queryClient.invalidateQueries({ queryKey: queryKeys.sessions() });
              show('success', t('account.password.changed'));
            }}
          />
        </div>
        <div className={styles.column}>
          <SessionsSection onFlash={show} />
          <ApiKeysSection onFlash={show} />
          <DigestSection onFlash={show} />
          <DataExportSection />
          <DeleteAccountSection account={current} />
        </div>
      </div>
      <div className={styles.wide}>
        <WebhooksSection onFlash={show} />
      </div>
    </>
  );
}

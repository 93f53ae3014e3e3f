import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashMessage } from '../../features/ui/FlashMessage';
import { PageIntro } from '../../features/ui/PageIntro';
import { useFlash } from '../../features/ui/useFlash';
import { addOperatorTexts } from '../../i18n/operator-texts';
import { AuditLog } from './AuditLog';
import { BlocksPanel } from './BlocksPanel';
import { InboxQueue } from './InboxQueue';
import styles from './OperatorPage.module.css';
import { PrivacyQueue } from './PrivacyQueue';
import { ReportsQueue } from './ReportsQueue';
import { SourcesPanel } from './SourcesPanel';
import { UsersPanel } from './UsersPanel';

addOperatorTexts();

type Part = 'reports' | 'inbox' | 'privacy' | 'blocks' | 'sources' | 'users' | 'audit';
const PARTS: readonly Part[] = ['reports', 'inbox', 'privacy', 'blocks', 'sources', 'users', 'audit'];

/** `/operator`: the operator console, for users with the operator role (docs/decisions/170). */
export function OperatorPage() {
  const { t } = useTranslation();
  const [part, setPart] = useState<Part>('reports');
  const { flash, show, clear } = useFlash();
  const done = (message: string) => show('success', message);
  return (
    <div className={styles.page}>
      <PageIntro title={t('operator.title')} description={t('operator.description')} />
      <fieldset className={styles.tabs}>
        <legend className="visually-hidden">{t('operator.tabsLabel')}</legend>
        {PARTS.map((key) => (
          <button
            key={key}
            type="button"
            className={part === key ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            aria-pressed={part === key}
            onClick={() => setPart(key)}
          >
            {t(`operator.tabs.${key}`)}
          </button>
        ))}
      </fieldset>
      <FlashMessage flash={flash} onDismiss={clear} />
      {part === 'reports' ? (
        <ReportsQueue onDone={done} />
      ) : part === 'inbox' ? (
        <InboxQueue onDone={done} />
      ) : part === 'privacy' ? (
        <PrivacyQueue onDone={done} />
      ) : part === 'blocks' ? (
        <BlocksPanel onDone={done} />
      ) : part === 'sources' ? (
        <SourcesPanel />
      ) : part === 'users' ? (
        <UsersPanel onDone={done} />
      ) : (
        <AuditLog />
      )}
    </div>
  );
}

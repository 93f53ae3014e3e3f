import type { PersonBlock } from '@fd/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProfileLink } from '../../features/company-profile/ProfileLink';
import { formatDateTime } from '../../i18n/dates';
import { useLang } from '../../i18n/useLang';
import { ConsoleList } from './ConsoleList';
import { DecisionError, RejectForm, useDecisionRun } from './DecisionParts';
import styles from './OperatorPage.module.css';
import { fetchPersonBlocks, liftPersonBlock } from './operatorApi';
import { useConsoleError } from './useConsoleError';

/** One block: who, since when, by whom, after which request; lifting it asks for a reason. */
function BlockCard({ block, onLifted }: { block: PersonBlock; onLifted: (message: string) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { busy, error, run } = useDecisionRun(onLifted);
  const lift = (reason: string) =>
    void run(() => liftPersonBlock(block.identity, reason), t('operatorBlocks.lifted', { name: block.name }));
  return (
    <li className={`card ${styles.report}`} aria-label={block.name}>
      <div className={styles.reportHead}>
        <h2 className={styles.reportTitle}>{block.name}</h2>
        <span className={styles.badge}>
          {t('operatorBlocks.since', { date: formatDateTime(block.blocked_at, lang) })}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('operatorBlocks.request')}</dt>
        <dd>
          {block.request_id === null
            ? t('operatorBlocks.noRequest')
            : t('operatorBlocks.requestNumber', { id: block.request_id })}
        </dd>
        <dt>{t('operatorBlocks.by')}</dt>
        <dd>{block.blocked_by}</dd>
        {block.company_id !== null && (
          <>
            <dt>{t('operatorBlocks.company')}</dt>
            <dd>
              <ProfileLink kind="company" id={block.company_id}>
                #{block.company_id}
              </ProfileLink>
            </dd>
          </>
        )}
        <dt>{t('operatorBlocks.identity')}</dt>
        <dd className={styles.userText}>{block.identity}</dd>
      </dl>
      <RejectForm
        label={t('operatorBlocks.reasonLabel')}
        button={t('operatorBlocks.lift')}
        busy={busy}
        onReject={lift}
      />
      <DecisionError error={error} />
    </li>
  );
}

/** The people blocked after privacy requests (docs/decisions/178), newest first. */
export function BlocksPanel({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const failure = useConsoleError();
  const blocks = useQuery({
    queryKey: ['operator', 'person-blocks'],
    queryFn: ({ signal }) => fetchPersonBlocks(signal),
  });
  const error = blocks.error ? failure(blocks.error) : null;
  return (
    <section className={styles.part} aria-label={t('operator.tabs.blocks')}>
      <ConsoleList error={error} items={blocks.data} empty={t('operatorBlocks.empty')}>
        {(blocked) => (
          <ul className={styles.list}>
            {blocked.map((block) => (
              <BlockCard
                key={block.identity}
                block={block}
                onLifted={(message) => {
                  void blocks.refetch();
                  onDone(message);
                }}
              />
            ))}
          </ul>
        )}
      </ConsoleList>
    </section>
  );
}

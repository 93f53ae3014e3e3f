import type { Webhook, WebhookDelivery } from '@fd/contract';
import { Send, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import styles from './AccountPage.module.css';
import hookStyles from './Webhooks.module.css';

export interface WebhookRowProps {
  hook: Webhook;
  testing: boolean;
  onTest: (hook: Webhook) => void;
  onDelete: (hook: Webhook) => void;
}

function DeliveryLine({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const lang = useLang();
  const outcome = [
    delivery.last_status !== null ? t('account.webhooks.httpStatus', { status: delivery.last_status }) : null,
    // A refused answer's error only repeats its status, unless it says more (a redirect).
    delivery.status !== 'delivered' && delivery.last_error !== `HTTP ${delivery.last_status}`
      ? delivery.last_error
      : null,
    delivery.next_attempt_at
      ? t('account.webhooks.nextAttempt', { date: formatDateTime(delivery.next_attempt_at, lang) })
      : null,
  ].filter((part): part is string => Boolean(part));
  return (
    <li className={hookStyles.delivery} data-status={delivery.status}>
      <span className={hookStyles.status}>{t(`account.webhooks.status.${delivery.status}`)}</span>
      <span>
        {delivery.type === 'test' ? t('account.webhooks.testType') : t(`timeline.types.${delivery.type}`)}
      </span>
      <span className={styles.hint}>
        {formatDateTime(delivery.created_at, lang)} ·{' '}
        {t('account.webhooks.attempts', { count: delivery.attempts })}
        {outcome.length > 0 && ` · ${outcome.join(' · ')}`}
      </span>
    </li>
  );
}

/** One webhook: its address, what it receives, whether it is paused, its latest deliveries. */
export function WebhookRow({ hook, testing, onTest, onDelete }: WebhookRowProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li className={hookStyles.hook}>
      <div className={styles.session}>
        <div className={styles.sessionMain}>
          <p className={styles.device}>
            <code className={hookStyles.url}>{hook.url}</code>
          </p>
          <p className={styles.hint}>
            {t('account.webhooks.typesCount', { count: hook.types.length })}
            {' · '}
            {hook.company_ids
              ? t('account.webhooks.companiesCount', { count: hook.company_ids.length })
              : t('account.webhooks.allCompanies')}
            {' · '}
            {t('account.webhooks.createdAt', { date: formatDateTime(hook.created_at, lang) })}
          </p>
        </div>
        <div className={hookStyles.buttons}>
          <button
            type="button"
            className="btn btn-secondary"
            aria-label={t('account.webhooks.testLabel', { url: hook.url })}
            disabled={testing}
            onClick={() => onTest(hook)}
          >
            <Send size={16} aria-hidden="true" />
            {testing ? t('account.webhooks.testing') : t('account.webhooks.test')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            aria-label={t('account.webhooks.removeLabel', { url: hook.url })}
            onClick={() => onDelete(hook)}
          >
            <Trash2 size={16} aria-hidden="true" />
            {t('account.webhooks.remove')}
          </button>
        </div>
      </div>
      {hook.paused_at && (
        <p className={`banner ${hookStyles.paused}`} role="status">
          {t('account.webhooks.paused', { date: formatDateTime(hook.paused_at, lang) })}
        </p>
      )}
      <p className={hookStyles.deliveriesTitle}>{t('account.webhooks.deliveries')}</p>
      {hook.deliveries.length === 0 ? (
        <p className={styles.hint}>{t('account.webhooks.noDeliveries')}</p>
      ) : (
        <ul className={hookStyles.deliveries} aria-label={t('account.webhooks.deliveries')}>
          {hook.deliveries.map((delivery) => (
            <DeliveryLine key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      )}
    </li>
  );
}

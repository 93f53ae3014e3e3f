import { type CreatedWebhook, MAX_WEBHOOKS, type Webhook } from '@fd/contract';
import { Webhook as WebhookIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteWebhook, fetchWebhooks, testWebhook } from '../../../features/api/accountSettings';
import { queryKeys } from '../../../features/api/queryKeys';
import { ProfileCard } from '../../../features/company-profile/ProfileCard';
import { ConfirmDialog } from '../../../features/ui/ConfirmDialog';
import { LoadFailed } from '../../../features/ui/LoadFailed';
import { PageFallback } from '../../../features/ui/PageFallback';
import type { Flash } from '../../../features/ui/useFlash';
import { useResource } from '../../../features/ui/useResource';
import { useConfirmedAction } from '../../../features/workspace/useConfirmedAction';
import { useFailureMessage } from '../../../features/workspace/useFailureMessage';
import styles from './AccountPage.module.css';
import { WebhookForm } from './WebhookForm';
import { WebhookRow } from './WebhookRow';
import hookStyles from './Webhooks.module.css';

export interface WebhooksSectionProps {
  onFlash: (kind: Flash['kind'], text: string) => void;
}

/** Webhooks (`#webhooks`): add one (its secret shown once), see its deliveries, test, delete. */
export function WebhooksSection({ onFlash }: WebhooksSectionProps) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const hooks = useResource(queryKeys.webhooks(), fetchWebhooks);
  const [secret, setSecret] = useState<string | null>(null);
  const [testing, setTesting] = useState<string | null>(null);
  const remove = useConfirmedAction(async (hook: Webhook) => {
    await deleteWebhook(hook.id);
    hooks.update((current) => ({
      ...current,
      webhooks: current.webhooks.filter((entry) => entry.id !== hook.id),
    }));
    onFlash('success', t('account.webhooks.removed'));
  });

  const created = (answer: CreatedWebhook) => {
    setSecret(answer.secret);
    hooks.update((current) => ({ ...current, webhooks: [...current.webhooks, answer.webhook] }));
  };

  const test = async (hook: Webhook) => {
    setTesting(hook.id);
    try {
      const { delivery } = await testWebhook(hook.id);
      if (delivery.status === 'delivered') onFlash('success', t('account.webhooks.testDelivered'));
      else
        onFlash(
          'error',
          t('account.webhooks.testFailed', { error: delivery.last_error ?? String(delivery.last_status) }),
        );
      hooks.retry();
    } catch (failure) {
      // Null: the session has ended and the user is on the way to the login.
      const message = failureMessage(failure);
      if (message) onFlash('error', message);
    } finally {
      setTesting(null);
    }
  };

  return (
    <ProfileCard id="webhooks" title={t('account.webhooks.title')} icon={WebhookIcon}>
      <p className={styles.hint}>{t('account.webhooks.intro', { limit: MAX_WEBHOOKS })}</p>
      {hooks.state.status === 'loading' && <PageFallback />}
      {hooks.state.status === 'failed' && <LoadFailed onRetry={hooks.retry} />}
      {hooks.state.status === 'ready' && hooks.state.data.webhooks.length === 0 && (
        <p className={styles.hint}>{t('account.webhooks.none')}</p>
      )}
      {hooks.state.status === 'ready' && hooks.state.data.webhooks.length > 0 && (
        <ul className={hookStyles.hooks} aria-label={t('account.webhooks.title')}>
          {hooks.state.data.webhooks.map((hook) => (
            <WebhookRow
              key={hook.id}
              hook={hook}
              testing={testing === hook.id}
              onTest={(chosen) => void test(chosen)}
              onDelete={(chosen) => remove.ask(chosen)}
            />
          ))}
        </ul>
      )}
      {secret && (
        <div className="banner banner-success" role="status">
          <p>{t('account.webhooks.created')}</p>
          <p>
            <code data-testid="new-webhook-secret">{secret}</code>
          </p>
        </div>
      )}
      <WebhookForm onCreated={created} />
      <ConfirmDialog
        {...remove.dialog}
        title={t('account.webhooks.removeTitle')}
        text={t('account.webhooks.removeText', { url: remove.subject?.url ?? '' })}
        confirmLabel={t('account.webhooks.remove')}
      />
    </ProfileCard>
  );
}

import { useTranslation } from 'react-i18next';
import { DecisionQueue } from './DecisionQueue';
import { MessageCard } from './MessageCard';
import { fetchMessages, type InboxView } from './operatorApi';

const VIEWS: readonly InboxView[] = ['open', 'answered', 'closed', 'all'];

/** Contact and support messages (docs/decisions/177): open ones oldest first, the others newest first. */
export function InboxQueue({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  return (
    <DecisionQueue
      name="inbox"
      label={t('operator.tabs.inbox')}
      filterLabel={t('operatorInbox.filterLabel')}
      empty={t('operatorInbox.empty')}
      views={VIEWS}
      viewLabel={(view) => t(`operatorInbox.filter.${view}`)}
      fetch={fetchMessages}
      keyOf={(message) => message.message_id}
      renderItem={(message, onDecided) => <MessageCard message={message} onDecided={onDecided} />}
      onDone={onDone}
    />
  );
}

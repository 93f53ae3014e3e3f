import { useTranslation } from 'react-i18next';
import { DecisionQueue } from './DecisionQueue';
import { fetchPrivacyRequests } from './operatorApi';
import { PrivacyRequestCard } from './PrivacyRequestCard';

/** Privacy requests (docs/decisions/172): open ones first, oldest deadline first. */
export function PrivacyQueue({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  return (
    <DecisionQueue
      name="privacy"
      label={t('operator.tabs.privacy')}
      filterLabel={t('operatorPrivacy.filterLabel')}
      empty={t('operatorPrivacy.empty')}
      fetch={fetchPrivacyRequests}
      keyOf={(request) => request.request_id}
      renderItem={(request, onDecided) => <PrivacyRequestCard request={request} onDecided={onDecided} />}
      onDone={onDone}
    />
  );
}

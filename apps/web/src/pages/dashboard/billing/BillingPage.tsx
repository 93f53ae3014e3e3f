import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../features/ui/PageIntro';

export function BillingPage() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('dashboard.pages.billing.title')}
      description={t('dashboard.pages.billing.description')}
    />
  );
}

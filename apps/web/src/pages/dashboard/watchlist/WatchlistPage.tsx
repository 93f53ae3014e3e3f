import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../features/ui/PageIntro';

export function WatchlistPage() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('dashboard.pages.watchlist.title')}
      description={t('dashboard.pages.watchlist.description')}
    />
  );
}

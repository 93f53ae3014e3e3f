import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../features/ui/PageIntro';

export function ContactsPage() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('dashboard.pages.contacts.title')}
      description={t('dashboard.pages.contacts.description')}
    />
  );
}

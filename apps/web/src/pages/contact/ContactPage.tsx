import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../features/ui/PageIntro';
import { ContactForm } from './ContactForm';
import { ContactInfo } from './ContactInfo';
import styles from './ContactPage.module.css';

/** `/kontakt`: the form posts to /api/contact; beside it the operator's contact details. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <PageIntro title={t('contact.title')} description={t('contact.lead')} />
      <div className={styles.layout}>
        <ContactForm />
        <ContactInfo />
      </div>
    </div>
  );
}

import { formatCount, WORKSPACE_LIMITS } from '@fd/contract';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n/useLang';
import styles from './SupportPage.module.css';

const QUESTIONS = ['sources', 'export', 'watchlist', 'limits', 'wrongData', 'account'] as const;

/** Frequent questions as disclosure widgets; the limits come from the contract. */
export function FaqList() {
  const { t } = useTranslation();
  const lang = useLang();
  const limits = {
    lists: formatCount(WORKSPACE_LIMITS.lists, lang),
    items: formatCount(WORKSPACE_LIMITS.itemsPerList, lang),
    watchlist: formatCount(WORKSPACE_LIMITS.watchlist, lang),
    contacts: formatCount(WORKSPACE_LIMITS.contacts, lang),
    searches: formatCount(WORKSPACE_LIMITS.savedSearches, lang),
  };
  return (
    <section className={`card ${styles.faq}`} aria-labelledby="support-faq">
      <h2 id="support-faq" className={styles.faqTitle}>
        {t('support.faqTitle')}
      </h2>
      {QUESTIONS.map((key) => (
        <details key={key} className={styles.question}>
          <summary>
            <span>{t(`support.faq.${key}.question`)}</span>
            <ChevronDown size={18} className={styles.chevron} aria-hidden="true" />
          </summary>
          <p>{t(`support.faq.${key}.answer`, limits)}</p>
        </details>
      ))}
    </section>
  );
}

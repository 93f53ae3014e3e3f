import { formatCount, WORKSPACE_LIMITS } from '@fd/contract';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './SupportPage.module.css';

const QUESTIONS = ['sources', 'export', 'watchlist', 'limits', 'wrongData', 'account'] as const;

/** Frequent questions as disclosure widgets; the limits come from the contract. */
export function FaqList() {
  const { t } = useTranslation();
  const limits = {
    lists: formatCount(WORKSPACE_LIMITS.lists),
    items: formatCount(WORKSPACE_LIMITS.itemsPerList),
    watchlist: formatCount(WORKSPACE_LIMITS.watchlist),
    contacts: formatCount(WORKSPACE_LIMITS.contacts),
    searches: formatCount(WORKSPACE_LIMITS.savedSearches),
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

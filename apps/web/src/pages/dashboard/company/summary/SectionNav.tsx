import { useTranslation } from 'react-i18next';
import { COMPANY_SECTIONS } from './sections';
import styles from './summary.module.css';

/**
 * Links to the page's sections, so that a long company page is navigable (issue 32 item 5): plain
 * anchors, which the browser scrolls to and keyboard users follow into the card.
 */
export function SectionNav() {
  const { t } = useTranslation();
  return (
    <nav className={styles.sections} aria-label={t('companyPage.sections.label')}>
      <ul>
        {COMPANY_SECTIONS.map((section) => (
          <li key={section.key}>
            <a href={`#${section.id}`}>{t(`companyPage.sections.${section.key}`)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

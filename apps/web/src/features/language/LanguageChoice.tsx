import type { Lang } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { chooseLanguage } from './chooseLanguage';
import styles from './LanguageChoice.module.css';

const LANGS: readonly Lang[] = ['de', 'en'];

/** Both languages side by side, the active one marked (used in the footer). */
export function LanguageChoice() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <fieldset className={styles.choice}>
      <legend className="visually-hidden">{t('language.choice')}</legend>
      {LANGS.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={option === lang ? `${styles.option} ${styles.active}` : styles.option}
          aria-pressed={option === lang}
          onClick={() => option !== lang && void chooseLanguage(option)}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}

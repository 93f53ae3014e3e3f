import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import styles from './NameMatch.module.css';

/** "Meinten Sie …?": the corrected query as a link that searches it. */
export function DidYouMean({ suggestion, to }: { suggestion: string; to: To }) {
  const { t } = useTranslation();
  return (
    <p className={styles.didYouMean}>
      {t('search.match.didYouMean')}{' '}
      <Link to={to} className={styles.suggestion}>
        {suggestion}
      </Link>
      ?
    </p>
  );
}

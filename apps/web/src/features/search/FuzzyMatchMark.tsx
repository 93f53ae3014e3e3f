import { isFuzzyMatch, type MatchTier } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import styles from './NameMatch.module.css';

/**
 * Marks a result found by a similar spelling or a similar sound, so that it is never taken for
 * what was typed. Visible text, so screen readers announce it with the name.
 */
export function FuzzyMatchMark({ match }: { match: MatchTier | undefined }) {
  const { t } = useTranslation();
  if (!isFuzzyMatch(match)) return null;
  return (
    <span className={styles.fuzzy} title={t('search.match.fuzzyHint')}>
      {t('search.match.fuzzy')}
    </span>
  );
}

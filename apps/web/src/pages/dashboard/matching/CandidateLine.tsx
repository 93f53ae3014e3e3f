import type { MatchJobCandidate } from '@fd/contract';
import { useLang } from '../../../i18n/useLang';
import styles from './Matching.module.css';

/** A score as '0,92' / '0.92'. */
export const scoreText = (score: number, lang: 'de' | 'en') =>
  score.toLocaleString(lang === 'de' ? 'de-DE' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** A candidate in one line: name, city, register number and score; its reasons as the title. */
export function CandidateLine({ candidate }: { candidate: MatchJobCandidate }) {
  const lang = useLang();
  const details = [candidate.city, candidate.register_number].filter((part) => part !== null).join(' · ');
  return (
    <span className={styles.candidate} title={candidate.reasons.join('\n')}>
      <strong>{candidate.company_name}</strong>
      {details && <span className={styles.muted}> · {details}</span>}
      {candidate.reasons.length > 0 && (
        <span className={styles.score}> {scoreText(candidate.score, lang)}</span>
      )}
    </span>
  );
}

import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginLink } from '../auth/LoginLink';
import styles from './PremiumHint.module.css';

export interface PremiumHintProps {
  /** What the advanced search of this page offers. */
  text: string;
}

/** Shown to anonymous users in place of the advanced search. */
export function PremiumHint({ text }: PremiumHintProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <aside className={styles.hint} aria-labelledby={titleId}>
      <Sparkles size={20} className={styles.icon} aria-hidden="true" />
      <div className={styles.body}>
        <p id={titleId} className={styles.title}>
          {t('search.premium.title')}
        </p>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <LoginLink className="btn btn-primary" />
          <Link to="/register" className="btn btn-secondary">
            {t('search.premium.register')}
          </Link>
        </div>
      </div>
    </aside>
  );
}

import styles from './Logo.module.css';

export interface LogoProps {
  inverse?: boolean;
  /** Only the radar symbol, for narrow bars; the surrounding link carries the name. */
  compact?: boolean;
}

/** The Firmenradar word mark with its radar symbol. */
export function Logo({ inverse = false, compact = false }: LogoProps) {
  return (
    <span className={inverse ? `${styles.logo} ${styles.inverse}` : styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" className={styles.markBackground} />
        <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="2.2" />
        <circle cx="16" cy="16" r="4" fill="none" stroke="#7fd1c7" strokeWidth="2.2" />
        <path d="M16 16 L23 9" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      {!compact && (
        <span className={styles.word}>
          Firmen<span className={styles.wordAccent}>radar</span>
        </span>
      )}
    </span>
  );
}

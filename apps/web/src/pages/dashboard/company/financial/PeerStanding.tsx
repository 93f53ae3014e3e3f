import { formatCount, type PeerStanding as PeerStandingData } from '@fd/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataTerms } from '../../../../features/companies/useDataTerms';
import { useLang } from '../../../../i18n/useLang';
import styles from './FinancialCard.module.css';
import { formatWholePercent, peerStandingText } from './financials';

export interface PeerStandingProps {
  peers: PeerStandingData;
}

const METRICS = [
  { key: 'revenue', field: 'revenue_percentile' },
  { key: 'equity_ratio', field: 'equity_ratio_percentile' },
  { key: 'return_on_sales', field: 'return_on_sales_percentile' },
] as const;

/** Where the company stands among the companies of its industry: the share of peers it beats. */
export function PeerStanding({ peers }: PeerStandingProps) {
  const { t } = useTranslation();
  const terms = useDataTerms();
  const lang = useLang();
  const standing = (percentile: number | null) => {
    const text = peerStandingText(percentile);
    return text.key === 'betterThan'
      ? t('companyPage.peers.betterThan', { percent: formatWholePercent(text.percent, lang) })
      : t(`companyPage.peers.${text.key}`);
  };
  const titleId = useId();
  return (
    <section className={styles.peers} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.peersTitle}>
        {t('companyPage.peers.title')}
      </h3>
      <p className={styles.peersIntro}>
        {t('companyPage.peers.intro', {
          count: peers.peers,
          formatted: formatCount(peers.peers, lang),
          industry: terms.industry(peers.industry),
        })}
      </p>
      <ul className={styles.peerList}>
        {METRICS.map((metric) => {
          const percentile = peers[metric.field];
          return (
            <li key={metric.key} className={styles.peer}>
              <span className={styles.peerLabel}>{t(`companyPage.peers.${metric.key}`)}</span>
              <span className={styles.peerBar} aria-hidden="true">
                {percentile !== null && (
                  <span
                    className={styles.peerFill}
                    style={{ width: `${Math.max(0, Math.min(100, percentile))}%` }}
                  />
                )}
              </span>
              <span className={styles.peerText}>{standing(percentile)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

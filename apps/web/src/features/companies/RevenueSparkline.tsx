import { useTranslation } from 'react-i18next';
import styles from './RevenueSparkline.module.css';
import { buildSparkline, type RevenuePoint } from './sparkline';

const WIDTH = 88;
const HEIGHT = 26;

export interface RevenueSparklineProps {
  revenuePoints: readonly RevenuePoint[];
}

/** A small inline line of the revenue years, green when rising and red when falling. */
export function RevenueSparkline({ revenuePoints }: RevenueSparklineProps) {
  const { t } = useTranslation();
  const line = buildSparkline(revenuePoints, WIDTH, HEIGHT, 3);
  if (!line) {
    return (
      <span className={styles.none} title={t('companyList.noTrend')}>
        –<span className="visually-hidden">{t('companyList.noTrend')}</span>
      </span>
    );
  }
  const directionLabel = t(
    line.direction === 'up'
      ? 'companyList.trendUp'
      : line.direction === 'down'
        ? 'companyList.trendDown'
        : 'companyList.trendFlat',
  );
  const label = t('companyList.trendAria', {
    from: line.fromYear,
    to: line.toYear,
    direction: directionLabel,
  });
  return (
    <svg
      className={`${styles.sparkline} ${styles[line.direction]}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      <polyline
        points={line.points}
        fill="none"
        strokeWidth="1.75"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx={line.last.x} cy={line.last.y} r="2.5" />
    </svg>
  );
}

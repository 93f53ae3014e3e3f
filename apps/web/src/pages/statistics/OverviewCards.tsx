import { formatCount, formatRevenue, type Statistics } from '@fd/contract';
import { Building2, Euro, TrendingUp, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import styles from './OverviewCards.module.css';
import { StatCard } from './StatCard';

export interface OverviewCardsProps {
  overview: Statistics['overview'];
}

export function OverviewCards({ overview }: OverviewCardsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <dl className={styles.grid}>
      <StatCard
        icon={<Building2 size={20} aria-hidden="true" />}
        label={t('statistics.overview.totalCompanies')}
        value={formatCount(overview.total_companies, lang)}
      />
      <StatCard
        icon={<Users size={20} aria-hidden="true" />}
        label={t('statistics.overview.totalEmployees')}
        value={formatCount(overview.total_employees, lang)}
      />
      <StatCard
        icon={<Euro size={20} aria-hidden="true" />}
        label={t('statistics.overview.totalRevenue')}
        value={formatRevenue(overview.total_revenue, lang)}
      />
      <StatCard
        icon={<TrendingUp size={20} aria-hidden="true" />}
        label={t('statistics.overview.avgRevenue')}
        value={formatRevenue(overview.avg_revenue, lang)}
      />
    </dl>
  );
}

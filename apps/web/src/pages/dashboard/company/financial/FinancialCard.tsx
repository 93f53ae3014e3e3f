import type { FinancialRecord, PeerStanding as PeerStandingData } from '@fd/contract';
import { ChartColumn, FileText } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../../features/company-profile/EmptyNote';
import { ProfileCard } from '../../../../features/company-profile/ProfileCard';
import { useNotPublished } from '../../../../features/provenance/ProvenanceContext';
import { SourceLine } from '../../../../features/provenance/SourceLine';
import { formatReportDate } from '../../../../i18n/dates';
import { useLang } from '../../../../i18n/useLang';
import { sectionId } from '../summary/sections';
import styles from './FinancialCard.module.css';
import { FinancialHighlights } from './FinancialHighlights';
import { FinancialTable } from './FinancialTable';
import { chartPoints, sortPeriods } from './financials';
import { PeerStanding } from './PeerStanding';
import { ReportViewer } from './ReportViewer';

// Recharts loads with the chart only, after the page's own code.
const RevenueEarningsChart = lazy(() =>
  import('./RevenueEarningsChart').then((module) => ({ default: module.RevenueEarningsChart })),
);

export interface FinancialCardProps {
  companyName: string;
  financials: readonly FinancialRecord[];
  peers: PeerStandingData | null;
}

/** Highlights with trends, the period selector, chart, industry comparison, all figures and the report. */
export function FinancialCard({ companyName, financials, peers }: FinancialCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const selectId = useId();
  const sorted = useMemo(() => sortPeriods(financials), [financials]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [viewerOpen, setViewerOpen] = useState(false);
  const notPublished = useNotPublished('financials');
  const card = {
    id: sectionId('financials'),
    title: t('companyPage.financials.title'),
    icon: ChartColumn,
    wide: true,
    footer: <SourceLine fields={['financials']} />,
  };

  if (sorted.length === 0) {
    return (
      <ProfileCard {...card}>
        <EmptyNote
          text={notPublished ? t('provenance.financialsNotPublished') : t('companyPage.financials.empty')}
        />
      </ProfileCard>
    );
  }

  // The latest period is selected until the user picks another.
  const found = sorted.findIndex((period) => period.report_id === selectedId);
  const index = found >= 0 ? found : sorted.length - 1;
  const selected = sorted[index]!;
  const previous = index > 0 ? sorted[index - 1]! : null;

  return (
    <ProfileCard
      {...card}
      actions={
        <>
          <label htmlFor={selectId} className={styles.periodLabel}>
            {t('companyPage.financials.period')}
          </label>
          <select
            id={selectId}
            className={`input ${styles.periodSelect}`}
            value={selected.report_id}
            onChange={(event) => setSelectedId(Number(event.target.value))}
          >
            {sorted.map((period) => (
              <option key={period.report_id} value={period.report_id}>
                {formatReportDate(period.report_date, lang)}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn-secondary" onClick={() => setViewerOpen(true)}>
            <FileText size={16} aria-hidden="true" />
            {t('companyPage.financials.viewReport')}
          </button>
        </>
      }
    >
      <FinancialHighlights selected={selected} previous={previous} />
      <div className={styles.insights}>
        <figure className={styles.chart}>
          <figcaption className={styles.chartTitle}>{t('companyPage.financials.chartTitle')}</figcaption>
          <Suspense fallback={<div className={styles.chartPlaceholder} />}>
            <RevenueEarningsChart
              points={chartPoints(sorted)}
              label={t('companyPage.financials.chartLabel')}
            />
          </Suspense>
        </figure>
        {peers && <PeerStanding peers={peers} />}
      </div>
      <FinancialTable selected={selected} previous={previous} />
      <ReportViewer
        open={viewerOpen}
        record={selected}
        companyName={companyName}
        onClose={() => setViewerOpen(false)}
      />
    </ProfileCard>
  );
}

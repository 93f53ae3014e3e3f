import { useTranslation } from 'react-i18next';
import { DecisionQueue } from './DecisionQueue';
import { fetchReports } from './operatorApi';
import { ReportCard } from './ReportCard';

/** The queue of issue reports: open ones first; each can be accepted (with a correction) or rejected. */
export function ReportsQueue({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  return (
    <DecisionQueue
      name="reports"
      label={t('operator.tabs.reports')}
      filterLabel={t('operator.reports.filterLabel')}
      empty={t('operator.reports.empty')}
      fetch={fetchReports}
      keyOf={(report) => report.report_id}
      renderItem={(report, onDecided) => <ReportCard report={report} onDecided={onDecided} />}
      onDone={onDone}
    />
  );
}

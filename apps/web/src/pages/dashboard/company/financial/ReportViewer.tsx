import type { FinancialRecord } from '@fd/contract';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { financialReportUrl } from '../../../../features/api/companyProfile';
import { Modal } from '../../../../features/modal/Modal';
import { formatReportDate } from '../../../../i18n/dates';
import { useLang } from '../../../../i18n/useLang';
import styles from './FinancialCard.module.css';

export interface ReportViewerProps {
  open: boolean;
  record: Pick<FinancialRecord, 'report_id' | 'report_date'>;
  companyName: string;
  onClose: () => void;
}

/** The generated annual-report PDF of a period in a modal frame, with a Download button. */
export function ReportViewer({ open, record, companyName, onClose }: ReportViewerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = t('companyPage.financials.reportTitle', {
    date: formatReportDate(record.report_date, lang),
    name: companyName,
  });
  return (
    <Modal open={open} title={title} onClose={onClose} size="wide">
      <div className={styles.viewer}>
        <div className={styles.viewerBar}>
          <a className="btn btn-primary" href={financialReportUrl(record.report_id, lang, true)} download>
            <Download size={16} aria-hidden="true" />
            {t('companyPage.financials.download')}
          </a>
        </div>
        <iframe
          className={styles.viewerFrame}
          src={financialReportUrl(record.report_id, lang)}
          title={t('companyPage.financials.reportFrame')}
        />
      </div>
    </Modal>
  );
}

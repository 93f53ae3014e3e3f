import { Flag } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../modal/Modal';
import { ReportIssueForm } from './ReportIssueForm';
import type { ReportedEntity } from './useIssueReportForm';

export type ReportIssueButtonProps = ReportedEntity;

/** 'Report Issue' on a company or employee page, with its modal form. */
export function ReportIssueButton(entity: ReportIssueButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        <Flag size={16} aria-hidden="true" />
        {t('profile.reportIssue.button')}
      </button>
      <Modal open={open} title={t('profile.reportIssue.title')} onClose={close}>
        <ReportIssueForm entity={entity} onDone={close} onCancel={close} />
      </Modal>
    </>
  );
}

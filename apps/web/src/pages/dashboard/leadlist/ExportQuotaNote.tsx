import { formatCount } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { fetchQuotas } from '../../../features/api/accountSettings';
import { queryKeys } from '../../../features/api/queryKeys';
import { useResource } from '../../../features/ui/useResource';
import { useLang } from '../../../i18n/useLang';
import styles from './LeadListPage.module.css';

export interface ExportQuotaNoteProps {
  /** Companies the export would write. */
  rows: number;
}

/** What is left of today's export quota, shown before an export starts. */
/** Read again after an export (ListDetail invalidates the quotas). */
export function ExportQuotaNote({ rows }: ExportQuotaNoteProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const quotas = useResource(queryKeys.quotas(), fetchQuotas);
  if (quotas.state.status !== 'ready') return null;
  const { remaining, limit } = quotas.state.data.export_rows;
  return (
    <>
      <p className={styles.usage} data-testid="export-quota">
        {t('workspace.leadlists.exportQuota', {
          remaining: formatCount(remaining, lang),
          limit: formatCount(limit, lang),
        })}
      </p>
      {rows > remaining && (
        <p className="banner banner-error" role="status">
          {t('workspace.leadlists.exportQuotaShort', { rows: formatCount(rows, lang) })}
        </p>
      )}
    </>
  );
}

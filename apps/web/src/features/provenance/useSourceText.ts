import type { DataSourceName } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../i18n/dates';
import { useLang } from '../../i18n/useLang';
import type { ProvenanceStatus } from './summary';

/** Source names, dates and statuses of provenance in the UI language. */
export function useSourceText() {
  const { t } = useTranslation();
  const lang = useLang();
  return {
    source: (source: DataSourceName) => t(`provenance.sources.${source}`),
    date: (date: string | null) => (date ? formatDay(date, lang) : t('provenance.noDate')),
    status: (status: ProvenanceStatus) => t(`provenance.status.${status}`),
  };
}

import { formatCount, type SyncSource } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/dates';
import { useLang } from '../../i18n/useLang';
import { useSources } from './useSources';

export interface SourceFreshnessProps {
  source: SyncSource;
}

/**
 * Rows of a source's description list on the Datenquellen page: when Firmenradar last synced
 * the register, when the register published the data it holds, and how many companies it gave.
 */
export function SourceFreshness({ source }: SourceFreshnessProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const state = useSources();
  if (state.status !== 'loaded')
    return (
      <>
        <dt>{t('sources.freshness')}</dt>
        <dd>{t(state.status === 'loading' ? 'sources.loading' : 'sources.failed')}</dd>
      </>
    );
  const freshness = state.sources.sources.find((entry) => entry.source === source);
  const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso, lang) : t('sources.never'));
  const companies = freshness?.companies ?? 0;
  return (
    <>
      <dt>{t('sources.lastSync')}</dt>
      <dd>{when(freshness?.last_sync_at)}</dd>
      <dt>{t('sources.published')}</dt>
      <dd>{when(freshness?.published_at)}</dd>
      <dt>{t('sources.companies')}</dt>
      <dd>{t('sources.companiesCount', { count: companies, formatted: formatCount(companies, lang) })}</dd>
    </>
  );
}

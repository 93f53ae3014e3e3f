import { DATA_SOURCES, type DataSourceName, type RecentUpdate } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../i18n/dates';
import type { Catalogue } from '../../i18n/de';
import { useLang } from '../../i18n/useLang';

/** Fields of the change history (imports, Refresh Data, reports), labelled in both languages. */
type HistoryField = keyof Catalogue['provenance']['changes']['fields'];
const STATUSES = ['Active', 'Inactive', 'In Liquidation'] as const;

/** A change as the watch list (with a German description) or the change history (without) has it. */
export type ChangeEntry = Pick<RecentUpdate, 'field' | 'old_value' | 'new_value'> & { description?: string };

/**
 * A change-history entry of the watch list in the UI language: the field's label from the
 * catalogue (German shows the server's description where the entry has one). Values are
 * formatted: statuses and sources translated, dates in the UI language.
 */
export function useChangeText() {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const has = (key: string) => i18n.exists(key);

  const value = (change: ChangeEntry, raw: string) => {
    if (change.field === 'legal_status' && (STATUSES as readonly string[]).includes(raw)) {
      return t(`companyPage.status.${raw as (typeof STATUSES)[number]}`);
    }
    if (change.field === 'source' && (DATA_SOURCES as readonly string[]).includes(raw))
      return t(`provenance.sources.${raw as DataSourceName}`);
    if (change.field === 'date_founded') return formatIsoDate(raw, lang) ?? raw;
    return raw;
  };

  return {
    what: (change: ChangeEntry) => {
      if (lang === 'de' && change.description) return change.description;
      if (has(`provenance.changes.fields.${change.field}`))
        return t(`provenance.changes.fields.${change.field as HistoryField}`);
      return change.description ?? change.field;
    },
    values: (change: ChangeEntry) => {
      // 'Added to Firmenradar' needs no value; a linked source is named on its own.
      if (change.field === 'created') return null;
      if (change.field === 'source') return change.new_value ? value(change, change.new_value) : null;
      const before = change.old_value ? value(change, change.old_value) : null;
      const after = change.new_value ? value(change, change.new_value) : null;
      if (before && after) return `${before} → ${after}`;
      if (after) return t('provenance.changes.added', { value: after });
      if (before) return t('provenance.changes.removed', { value: before });
      return null;
    },
  };
}

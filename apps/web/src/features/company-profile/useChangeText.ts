import { DATA_SOURCES, type DataSourceName, formatMoney, type RecentUpdate } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../i18n/dates';
import type { Catalogue } from '../../i18n/de';
import { useLang } from '../../i18n/useLang';

/** Fields of the generator's register news, labelled in English by the company page catalogue. */
type UpdateField = keyof Catalogue['companyPage']['updates']['fields'];
/** Fields of the change history (imports, Refresh Data, reports), labelled in both languages. */
type HistoryField = keyof Catalogue['provenance']['changes']['fields'];
const STATUSES = ['Active', 'Inactive', 'In Liquidation'] as const;

/** A change as the watch list (with a German description) or the change history (without) has it. */
export type ChangeEntry = Pick<RecentUpdate, 'field' | 'old_value' | 'new_value'> & { description?: string };

/**
 * A change-log entry in the UI language. The generator describes its changes in German
 * ('Prokura erteilt'): German shows that text; otherwise the field's label from the catalogue.
 * Values are formatted: statuses translated, amounts and dates in the UI language.
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
    if (change.field === 'share_capital' && /^\d+(\.\d+)?$/.test(raw)) return formatMoney(Number(raw), lang);
    if (change.field === 'financials' || change.field === 'date_founded')
      return formatIsoDate(raw, lang) ?? raw;
    return raw;
  };

  return {
    what: (change: ChangeEntry) => {
      if (lang === 'de' && change.description) return change.description;
      if (has(`provenance.changes.fields.${change.field}`))
        return t(`provenance.changes.fields.${change.field as HistoryField}`);
      if (has(`companyPage.updates.fields.${change.field}`))
        return t(`companyPage.updates.fields.${change.field as UpdateField}`);
      return change.description ?? change.field;
    },
    values: (change: ChangeEntry) => {
      // 'Added to Firmenradar' needs no value; a linked source is named on its own.
      if (change.field === 'created') return null;
      if (change.field === 'source') return change.new_value ? value(change, change.new_value) : null;
      const before = change.old_value ? value(change, change.old_value) : null;
      const after = change.new_value ? value(change, change.new_value) : null;
      if (before && after) return `${before} → ${after}`;
      if (after) return t('companyPage.updates.added', { value: after });
      if (before) return t('companyPage.updates.removed', { value: before });
      return null;
    },
  };
}

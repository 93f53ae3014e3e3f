import { formatMoney, type RecentUpdate } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../i18n/dates';
import { useLang } from '../../i18n/useLang';

const FIELDS = [
  'address',
  'address_street',
  'ceo',
  'company_name',
  'contact_email',
  'contact_phone',
  'contact_website',
  'financials',
  'legal_status',
  'representatives',
  'share_capital',
] as const;
type ChangeField = (typeof FIELDS)[number];
const STATUSES = ['Active', 'Inactive', 'In Liquidation'] as const;

const isField = (field: string): field is ChangeField => (FIELDS as readonly string[]).includes(field);

/**
 * A change-log entry in the UI language. The data describes changes in German ('Prokura
 * erteilt'); German shows that text, English the field's own text. Values are formatted.
 */
export function useChangeText() {
  const { t } = useTranslation();
  const lang = useLang();

  const value = (change: RecentUpdate, raw: string) => {
    if (change.field === 'legal_status' && (STATUSES as readonly string[]).includes(raw)) {
      return t(`companyPage.status.${raw as (typeof STATUSES)[number]}`);
    }
    if (change.field === 'share_capital' && /^\d+(\.\d+)?$/.test(raw)) return formatMoney(Number(raw), lang);
    if (change.field === 'financials') return formatIsoDate(raw, lang) ?? raw;
    return raw;
  };

  return {
    what: (change: RecentUpdate) =>
      lang === 'de' || !isField(change.field)
        ? change.description
        : t(`companyPage.updates.fields.${change.field}`),
    values: (change: RecentUpdate) => {
      const before = change.old_value ? value(change, change.old_value) : null;
      const after = change.new_value ? value(change, change.new_value) : null;
      if (before && after) return `${before} → ${after}`;
      if (after) return t('companyPage.updates.added', { value: after });
      if (before) return t('companyPage.updates.removed', { value: before });
      return null;
    },
  };
}

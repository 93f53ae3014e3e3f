import { useTranslation } from 'react-i18next';
import { LEGAL_DATES } from '../../features/operator/operator';
import { formatLongDate } from '../../i18n/dates';
import { useLang } from '../../i18n/useLang';

/** 'Gültig ab 27. Dezember 2024' / 'Effective 27 December 2024'. */
export function useEffectiveDate(): string {
  const { t } = useTranslation();
  const lang = useLang();
  return t('legal.effective', { date: formatLongDate(LEGAL_DATES.effectiveIso, lang) });
}

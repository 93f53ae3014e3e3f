import { useTranslation } from 'react-i18next';
import { LEGAL_DATES } from '../../features/operator/operator';
import { formatDay } from '../../i18n/dates';
import { useLang } from '../../i18n/useLang';

/** 'Gültig ab 27.12.2024' / 'Effective 27 Dec 2024'. */
export function useEffectiveDate(): string {
  const { t } = useTranslation();
  const lang = useLang();
  return t('legal.effective', { date: formatDay(LEGAL_DATES.effectiveIso, lang) });
}

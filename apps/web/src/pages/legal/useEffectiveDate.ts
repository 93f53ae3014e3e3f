import { useTranslation } from 'react-i18next';
import { LEGAL_DATES } from '../../features/operator/operator';
import { formatDateWith } from '../../i18n/dates';
import { useLang } from '../../i18n/useLang';

/** 'Gültig ab 27. Dezember 2024' / 'Effective 27 December 2024'. */
export function useEffectiveDate(): string {
  const { t } = useTranslation();
  const lang = useLang();
  const date = formatDateWith(new Date(`${LEGAL_DATES.effectiveIso}T12:00:00`), lang, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return t('legal.effective', { date });
}

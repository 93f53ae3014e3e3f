import { useTranslation } from 'react-i18next';
import { LEGAL_DATES } from '../../features/operator/operator';
import { formatDay } from '../../i18n/dates';
import { useLang } from '../../i18n/useLang';
import { LegalDocument } from './LegalDocument';
import { TermsTextDe } from './texts/terms.de';
import { TermsTextEn } from './texts/terms.en';
import { useEffectiveDate } from './useEffectiveDate';

export function TermsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const meta = `${useEffectiveDate()} · ${t('legal.version', { date: formatDay(LEGAL_DATES.termsVersionIso, lang) })}`;
  return (
    <LegalDocument title={t('legal.termsTitle')} meta={meta}>
      {lang === 'de' ? <TermsTextDe /> : <TermsTextEn />}
    </LegalDocument>
  );
}

import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { LegalDocument } from './LegalDocument';
import { PrivacyTextDe } from './texts/privacy.de';
import { PrivacyTextEn } from './texts/privacy.en';
import { useEffectiveDate } from './useEffectiveDate';

/** `/cookies` and `/privacy`: one page for data protection and cookies. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <LegalDocument title={t('legal.privacyTitle')} meta={useEffectiveDate()}>
      {lang === 'de' ? <PrivacyTextDe /> : <PrivacyTextEn />}
    </LegalDocument>
  );
}

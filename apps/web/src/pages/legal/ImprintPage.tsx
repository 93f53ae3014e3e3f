import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { LegalDocument } from './LegalDocument';
import { ImprintTextDe } from './texts/imprint.de';
import { ImprintTextEn } from './texts/imprint.en';

export function ImprintPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <LegalDocument title={t('legal.imprintTitle')}>
      {lang === 'de' ? <ImprintTextDe /> : <ImprintTextEn />}
    </LegalDocument>
  );
}

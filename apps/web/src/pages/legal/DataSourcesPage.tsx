import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { LegalDocument } from './LegalDocument';
import { DataSourcesTextDe } from './texts/data-sources.de';
import { DataSourcesTextEn } from './texts/data-sources.en';

/** `/datenquellen`: where the companies' data comes from, with licences and attribution. */
export function DataSourcesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <LegalDocument title={t('legal.dataSourcesTitle')}>
      {lang === 'de' ? <DataSourcesTextDe /> : <DataSourcesTextEn />}
    </LegalDocument>
  );
}

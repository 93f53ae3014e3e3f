import type { Company } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../../features/company-profile/EmptyNote';
import { useLang } from '../../../../i18n/useLang';
import styles from './cards.module.css';

/**
 * The short description in the reader's language: the generator writes German and English; a text
 * with no English version (an import's) is shown as written, marked as German (docs/decisions/180).
 */
export function Description({
  company,
}: {
  company: Pick<Company, 'short_description' | 'short_description_en'>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const english = lang === 'en' ? company.short_description_en : null;
  if (english) return <p className={styles.description}>{english}</p>;
  if (!company.short_description) return <EmptyNote text={t('companyPage.overview.noDescription')} />;
  return (
    <div className={styles.description}>
      <p lang="de">{company.short_description}</p>
      {lang !== 'de' && <p className={styles.muted}>{t('companyPage.overview.originalLanguage')}</p>}
    </div>
  );
}

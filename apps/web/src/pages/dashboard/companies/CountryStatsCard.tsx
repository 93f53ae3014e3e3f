import { formatCount } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { useCountryLabel } from '../../../features/companies/useCountryLabel';
import { useLang } from '../../../i18n/useLang';
import styles from './CountryStatsCard.module.css';
import { CARD_COUNTRIES, useCountryStats } from './useCountryStats';

/** 'Data by Country': companies in the dataset per country, in German number format. */
export function CountryStatsCard() {
  const { t } = useTranslation();
  const lang = useLang();
  const countryLabel = useCountryLabel();
  const counts = useCountryStats();
  return (
    <section
      className={`card ${styles.card}`}
      aria-labelledby="country-stats-title"
      aria-busy={counts === null}
    >
      <h2 id="country-stats-title" className={styles.title}>
        {t('search.countryStats.title')}
      </h2>
      <p className={styles.lead}>{t('search.countryStats.lead')}</p>
      <dl className={styles.rows}>
        {CARD_COUNTRIES.map((country) => (
          <div key={country} className={styles.row}>
            <dt>{countryLabel(country)}</dt>
            <dd className="numeric">
              {counts ? (
                formatCount(counts[country], lang)
              ) : (
                <>
                  <span className={styles.placeholder} aria-hidden="true" />
                  <span className="visually-hidden">{t('search.countryStats.loading')}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

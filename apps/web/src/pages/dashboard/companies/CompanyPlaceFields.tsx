import { MAX_SEARCH_RADIUS_KM } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import styles from '../../../features/search/SearchForm.module.css';
import { SERVER_DEFAULT_RADIUS_KM } from './companySearch';

export interface CompanyPlaceFieldsProps {
  address: string;
  radiusKm: string;
  radiusTooLarge: boolean;
  onChange: (address: string, radiusKm: string) => void;
}

/** Address (from 4 characters, or exactly a known place; decision 185) and radius in km (digits only). */
export function CompanyPlaceFields({ address, radiusKm, radiusTooLarge, onChange }: CompanyPlaceFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.placeRow}>
      <div className="field">
        <label htmlFor="company-address" className="field-label">
          {t('search.company.address')}
        </label>
        <input
          id="company-address"
          className="input"
          type="text"
          autoComplete="street-address"
          placeholder={t('search.company.addressPlaceholder')}
          aria-describedby="company-address-hint"
          value={address}
          onChange={(event) => onChange(event.target.value, radiusKm)}
        />
        <p id="company-address-hint" className={styles.hint}>
          {t('search.company.addressHint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor="company-radius" className="field-label">
          {t('search.company.radius')}
        </label>
        <input
          id="company-radius"
          className="input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={4}
          autoComplete="off"
          placeholder={t('search.company.radiusPlaceholder')}
          aria-describedby="company-radius-hint"
          aria-invalid={radiusTooLarge}
          value={radiusKm}
          onChange={(event) => onChange(address, event.target.value.replace(/\D/g, ''))}
        />
        <p id="company-radius-hint" className={radiusTooLarge ? styles.error : styles.hint}>
          {radiusTooLarge
            ? t('search.company.radiusTooLarge', { max: MAX_SEARCH_RADIUS_KM })
            : t('search.company.radiusHint', { km: SERVER_DEFAULT_RADIUS_KM })}
        </p>
      </div>
    </div>
  );
}

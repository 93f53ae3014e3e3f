import { MAX_SEARCH_RADIUS_KM } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import styles from '../../../features/search/SearchForm.module.css';
import { TextField } from '../../../features/ui/TextField';
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
      <TextField
        id="company-address"
        label={t('search.company.address')}
        type="text"
        autoComplete="street-address"
        placeholder={t('search.company.addressPlaceholder')}
        value={address}
        onChange={(next) => onChange(next, radiusKm)}
        hint={t('search.company.addressHint')}
        hintClassName={styles.hint}
      />
      <TextField
        id="company-radius"
        label={t('search.company.radius')}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={4}
        autoComplete="off"
        placeholder={t('search.company.radiusPlaceholder')}
        aria-invalid={radiusTooLarge}
        value={radiusKm}
        onChange={(next) => onChange(address, next.replace(/\D/g, ''))}
        hint={
          radiusTooLarge
            ? t('search.company.radiusTooLarge', { max: MAX_SEARCH_RADIUS_KM })
            : t('search.company.radiusHint', { km: SERVER_DEFAULT_RADIUS_KM })
        }
        hintClassName={radiusTooLarge ? styles.error : styles.hint}
      />
    </div>
  );
}

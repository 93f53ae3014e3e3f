import { useTranslation } from 'react-i18next';
import styles from '../../../features/search/SearchForm.module.css';

export interface EmployeeLocalityFieldProps {
  locality: string;
  onChange: (locality: string) => void;
}

/** Locality of the employee search; counted from 4 characters. */
export function EmployeeLocalityField({ locality, onChange }: EmployeeLocalityFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor="employee-locality" className="field-label">
        {t('search.employee.locality')}
      </label>
      <input
        id="employee-locality"
        className="input"
        type="text"
        autoComplete="off"
        placeholder={t('search.employee.localityPlaceholder')}
        aria-describedby="employee-locality-hint"
        value={locality}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id="employee-locality-hint" className={styles.hint}>
        {t('search.employee.localityHint')}
      </p>
    </div>
  );
}

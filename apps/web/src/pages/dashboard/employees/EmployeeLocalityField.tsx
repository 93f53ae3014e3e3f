import { useTranslation } from 'react-i18next';
import styles from '../../../features/search/SearchForm.module.css';
import { TextField } from '../../../features/ui/TextField';

export interface EmployeeLocalityFieldProps {
  locality: string;
  onChange: (locality: string) => void;
}

/** Locality of the employee search; counted from 4 characters. */
export function EmployeeLocalityField({ locality, onChange }: EmployeeLocalityFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id="employee-locality"
      label={t('search.employee.locality')}
      type="text"
      autoComplete="off"
      placeholder={t('search.employee.localityPlaceholder')}
      value={locality}
      onChange={onChange}
      hint={t('search.employee.localityHint')}
      hintClassName={styles.hint}
    />
  );
}

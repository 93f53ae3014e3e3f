import { useTranslation } from 'react-i18next';
import styles from './ActiveOnlySwitch.module.css';

export interface ActiveOnlySwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** 'Show active companies only' as a switch (a checkbox with role switch). */
export function ActiveOnlySwitch({ checked, onChange }: ActiveOnlySwitchProps) {
  const { t } = useTranslation();
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className={styles.input}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.track} aria-hidden="true" />
      {t('search.company.activeOnly')}
    </label>
  );
}

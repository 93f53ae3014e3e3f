import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@fd/contract';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../../features/api/accountSettings';
import { NewPasswordField, PasswordField } from '../../../features/auth/PasswordField';
import { ProfileCard } from '../../../features/company-profile/ProfileCard';
import { FormFooter } from '../../../features/ui/FormFooter';
import { useSubmission } from '../../../features/workspace/useFailureMessage';
import styles from './AccountPage.module.css';

export interface PasswordSectionProps {
  /** False for accounts that sign in with Google only: they set a first password. */
  hasPassword: boolean;
  onChanged: () => void;
}

/** Change (or set) the password; the server then ends every other session of the account. */
export function PasswordSection({ hasPassword, onChanged }: PasswordSectionProps) {
  const { t } = useTranslation();
  const { busy, error, setError, run } = useSubmission();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeated, setRepeated] = useState('');

  const problem = (): string | null => {
    if (next.length < MIN_PASSWORD_LENGTH)
      return t('account.password.tooShort', { min: MIN_PASSWORD_LENGTH });
    if (next.length > MAX_PASSWORD_LENGTH) return t('account.password.tooLong', { max: MAX_PASSWORD_LENGTH });
    if (next !== repeated) return t('account.password.mismatch');
    return null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = problem();
    setError(invalid);
    if (invalid) return;
    const changed = await run(() => changePassword(current, next), {
      forbidden: t('account.password.wrongCurrent'),
    });
    if (!changed) return;
    setCurrent('');
    setNext('');
    setRepeated('');
    onChanged();
  };

  return (
    <ProfileCard
      title={hasPassword ? t('account.password.title') : t('account.password.setTitle')}
      icon={KeyRound}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {!hasPassword && <p className={styles.hint}>{t('account.password.googleOnly')}</p>}
        {hasPassword && (
          <PasswordField
            id="account-current-password"
            label={t('account.password.current')}
            value={current}
            onChange={setCurrent}
            autoComplete="current-password"
            disabled={busy}
          />
        )}
        <NewPasswordField
          id="account-new-password"
          label={t('account.password.next')}
          value={next}
          onChange={setNext}
          disabled={busy}
        />
        <PasswordField
          id="account-repeat-password"
          label={t('account.password.confirm')}
          value={repeated}
          onChange={setRepeated}
          autoComplete="new-password"
          disabled={busy}
        />
        <p className={styles.hint}>{t('account.password.hint', { min: MIN_PASSWORD_LENGTH })}</p>
        <FormFooter
          error={error}
          busy={busy}
          submitLabel={t('account.password.submit')}
          busyLabel={t('workspace.common.saving')}
          className={styles.actions}
        />
      </form>
    </ProfileCard>
  );
}

import type { Account } from '@fd/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAccount } from '../../../features/api/account';
import { PasswordField } from '../../../features/auth/PasswordField';
import { useLeaveToLogin } from '../../../features/auth/useLeaveToLogin';
import { FormFooter } from '../../../features/ui/FormFooter';
import feedback from '../../../features/ui/feedback.module.css';
import { useFailureMessage } from '../../../features/workspace/useFailureMessage';
import workspace from '../../../features/workspace/workspace.module.css';

export interface DeleteAccountFormProps {
  account: Account;
  onCancel: () => void;
}

/**
 * The confirmation of 'delete account': the password, or the e-mail address for accounts that
 * have none (Google only). Afterwards the UI forgets the login and shows /login with a note.
 */
export function DeleteAccountForm({ account, onCancel }: DeleteAccountFormProps) {
  const { t } = useTranslation();
  const leaveToLogin = useLeaveToLogin();
  const failureMessage = useFailureMessage();
  const emailId = useId();
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmation || busy) return;
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(
        account.has_password ? { password: confirmation } : { confirm_email: confirmation },
      );
      leaveToLogin(t('account.remove.done'));
    } catch (failure) {
      const forbidden = account.has_password
        ? t('account.remove.wrongPassword')
        : t('account.remove.wrongEmail');
      setError(failureMessage(failure, { forbidden }));
      setBusy(false);
    }
  };

  return (
    <form className={workspace.dialogForm} onSubmit={(event) => void submit(event)}>
      <p className={feedback.dialogText}>{t('account.remove.text')}</p>
      {account.has_password ? (
        <PasswordField
          id="delete-account-password"
          label={t('account.remove.password')}
          value={confirmation}
          onChange={setConfirmation}
          autoComplete="current-password"
          disabled={busy}
        />
      ) : (
        <div className="field">
          <label htmlFor={emailId} className="field-label">
            {t('account.remove.email')}
          </label>
          <input
            id={emailId}
            type="email"
            className="input"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            placeholder={account.email}
            required
            disabled={busy}
          />
          <p className={workspace.hint}>{t('account.remove.emailHint', { email: account.email })}</p>
        </div>
      )}
      <FormFooter
        error={error}
        busy={busy}
        submitLabel={t('account.remove.confirm')}
        busyLabel={t('account.remove.deleting')}
        submitDisabled={!confirmation}
        onCancel={onCancel}
        danger
      />
    </form>
  );
}

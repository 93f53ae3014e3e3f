import type { Account } from '@fd/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAccount } from '../../../features/api/accountSettings';
import { PasswordField } from '../../../features/auth/PasswordField';
import { useLeaveToLogin } from '../../../features/auth/useLeaveToLogin';
import { FormFooter } from '../../../features/ui/FormFooter';
import feedback from '../../../features/ui/feedback.module.css';
import { TextField } from '../../../features/ui/TextField';
import { useSubmission } from '../../../features/workspace/useFailureMessage';
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
  const { busy, error, run } = useSubmission();
  const emailId = useId();
  const [confirmation, setConfirmation] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmation || busy) return;
    const forbidden = account.has_password
      ? t('account.remove.wrongPassword')
      : t('account.remove.wrongEmail');
    const deleted = await run(
      () =>
        deleteAccount(account.has_password ? { password: confirmation } : { confirm_email: confirmation }),
      { forbidden },
    );
    if (deleted) leaveToLogin(t('account.remove.done'));
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
        <TextField
          id={emailId}
          label={t('account.remove.email')}
          type="email"
          value={confirmation}
          onChange={setConfirmation}
          placeholder={account.email}
          required
          disabled={busy}
          hint={t('account.remove.emailHint', { email: account.email })}
          hintClassName={workspace.hint}
        />
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

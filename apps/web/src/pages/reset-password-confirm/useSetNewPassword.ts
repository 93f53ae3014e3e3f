import { MIN_PASSWORD_LENGTH } from '@fd/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmPasswordReset } from '../../features/api/auth';
import { authFailureMessage } from '../../features/auth/authFailure';
import { loginNoticeState } from '../../features/auth/loginNotice';

/** Sets the new password with the token of the mailed link, then goes to /login with the server's notice. */
export function useSetNewPassword(token: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  /** A rejected link (expired or used) comes with the offer to request a new one. */
  const [error, setError] = useState<{ message: string; offerNewLink: boolean } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError({
        message: t('auth.errors.passwordTooShort', { min: MIN_PASSWORD_LENGTH }),
        offerNewLink: false,
      });
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const { message } = await confirmPasswordReset(token, password);
      navigate('/login', { replace: true, state: loginNoticeState(message) });
    } catch (failure) {
      setError({ message: authFailureMessage(failure, t), offerNewLink: true });
      setSubmitting(false);
    }
  };

  return { password, setPassword, submitting, error, submit };
}

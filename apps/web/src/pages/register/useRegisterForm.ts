import { MIN_PASSWORD_LENGTH } from '@fd/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { registerAccount } from '../../features/api/auth';
import { authFailureMessage } from '../../features/auth/authFailure';
import type { GoogleCredential } from '../../features/auth/useGoogleSignIn';

/**
 * Sign-up: by e-mail it ends at /login?verification=required, with Google
 * at /login?verification=success; a password under 8 characters never leaves the browser.
 */
export function useRegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [fullname, setFullname] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(t('auth.errors.passwordTooShort', { min: MIN_PASSWORD_LENGTH }));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await registerAccount({ fullname, email, password });
      navigate('/login?verification=required');
    } catch (failure) {
      setError(authFailureMessage(failure, t));
      setSubmitting(false);
    }
  };

  const registerWithGoogle = async (credential: GoogleCredential) => {
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await registerAccount(credential);
      navigate('/login?verification=success');
    } catch {
      setError(t('auth.errors.google'));
      setSubmitting(false);
    }
  };

  const googleFailed = () => setError(t('auth.errors.google'));

  return {
    fullname,
    setFullname,
    email,
    setEmail,
    password,
    setPassword,
    submitting,
    error,
    submit,
    registerWithGoogle,
    googleFailed,
  };
}

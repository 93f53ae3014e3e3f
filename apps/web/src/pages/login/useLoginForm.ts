import type { LoginRequest } from '@fd/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logIn } from '../../features/api/auth';
import { useAuth } from '../../features/auth/AuthContext';
import { authFailureMessage } from '../../features/auth/authFailure';
import type { GoogleCredential } from '../../features/auth/useGoogleSignIn';
import { languageAtLogin } from '../../features/language/languageAtLogin';

/** Log in by e-mail or Google: success stores the user and opens /dashboard in the account's language. */
export function useLoginForm() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attempt = async (request: LoginRequest, failureMessage: (error: unknown) => string) => {
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const { user } = await logIn(request);
      auth.logIn(user);
      if (await languageAtLogin(user)) window.location.assign('/dashboard');
      else navigate('/dashboard');
    } catch (failure) {
      setError(failureMessage(failure));
      setSubmitting(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await attempt({ email, password }, (failure) => authFailureMessage(failure, t));
  };

  const logInWithGoogle = async (credential: GoogleCredential) => {
    await attempt(credential, () => t('auth.errors.google'));
  };

  const googleFailed = () => setError(t('auth.errors.google'));

  return { email, setEmail, password, setPassword, submitting, error, submit, logInWithGoogle, googleFailed };
}

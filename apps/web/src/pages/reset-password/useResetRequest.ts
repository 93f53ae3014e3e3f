import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../features/api/api-error';
import { requestPasswordReset } from '../../features/api/auth';

/**
 * Reset request: success goes to /login?verification=reset; the server's
 * error text is shown in a browser alert; a network failure is only logged.
 */
export function useResetRequest() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      await requestPasswordReset(email);
      navigate('/login?verification=reset');
      return;
    } catch (error) {
      if (error instanceof ApiError) window.alert(error.message);
      else console.error('Password reset request failed', error);
    }
    setSubmitting(false);
  };

  return { email, setEmail, submitting, submit };
}

import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import formStyles from '../../features/auth/AuthForm.module.css';
import { readLoginNotice } from '../../features/auth/loginNotice';

const VERIFICATION_OUTCOMES = ['success', 'fail', 'required', 'reset'] as const;
type VerificationOutcome = (typeof VERIFICATION_OUTCOMES)[number];

function isVerificationOutcome(value: string | null): value is VerificationOutcome {
  return VERIFICATION_OUTCOMES.some((outcome) => outcome === value);
}

/** The `?verification=` banner, or a notice handed over by another page. */
export function LoginBanner() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const notice = readLoginNotice(state);
  const verification = params.get('verification');

  if (notice) {
    return (
      <p className={`banner banner-success ${formStyles.banner}`} role="status">
        {notice}
      </p>
    );
  }
  if (!isVerificationOutcome(verification)) return null;
  const failed = verification === 'fail';
  return (
    <p
      className={`banner ${failed ? 'banner-error' : 'banner-success'} ${formStyles.banner}`}
      role={failed ? 'alert' : 'status'}
    >
      {t(`auth.verification.${verification}`)}
    </p>
  );
}

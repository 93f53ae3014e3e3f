import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface LoginLinkProps {
  /** The button style of the place: `btn btn-ghost` in a header, `btn btn-primary` where logging in is the main offer. */
  className?: string;
}

/**
 * The link to the log-in page under the app's one word for it (docs/decisions/184): the two headers,
 * the sign-up page, the search's premium hint, the support page and the company page's similar companies.
 */
export function LoginLink({ className }: LoginLinkProps) {
  const { t } = useTranslation();
  return (
    <Link to="/login" className={className}>
      {t('nav.login')}
    </Link>
  );
}

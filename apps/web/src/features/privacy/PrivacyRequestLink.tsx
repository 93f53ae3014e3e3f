import { CLIENT_ROUTES } from '@fd/contract';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../i18n/useLang';
import styles from './PrivacyRequestLink.module.css';

/** The privacy request form's address in the reader's language, about `about` when given. */
export function privacyRequestPath(lang: 'de' | 'en', about?: string): string {
  const path = lang === 'en' ? CLIENT_ROUTES.privacyRequestEn : CLIENT_ROUTES.privacyRequest;
  return about ? `${path}?about=${encodeURIComponent(about)}` : path;
}

/** The link to the privacy request form (docs/decisions/172), about the page it is on. */
export function PrivacyRequestLink({ label }: { label?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <p className={styles.row}>
      <ShieldCheck size={16} aria-hidden="true" />
      <Link to={privacyRequestPath(lang, window.location.href)}>{label ?? t('privacyRequest.link')}</Link>
    </p>
  );
}

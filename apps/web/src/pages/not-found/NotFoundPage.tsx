import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../features/ui/usePageTitle';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.heading}>{t('notFound.heading')}</h1>
      <p className={styles.title}>{t('notFound.title')}</p>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link to="/" className="btn btn-primary btn-lg">
        {t('notFound.back')}
      </Link>
    </div>
  );
}

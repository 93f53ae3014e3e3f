import { CheckCircle2, CreditCard, Receipt, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../features/auth/AuthContext';
import { ProfileCard } from '../../../features/company-profile/ProfileCard';
import { PageIntro } from '../../../features/ui/PageIntro';
import { formatDay } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import styles from './BillingPage.module.css';
import { billingSample, formatEuro } from './billingSample';
import { TransactionsTable } from './TransactionsTable';

const FEATURES = ['search', 'lists', 'watch'] as const;

/** `/dashboard/billing`: the static sample (docs/decisions/078) of subscription, payment method and transactions. */
export function BillingPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useAuth();
  const [sample] = useState(() => billingSample(new Date()));
  const { card } = sample;
  return (
    <>
      <PageIntro
        title={t('dashboard.pages.billing.title')}
        description={t('dashboard.pages.billing.description')}
      />
      <p className={`banner ${styles.sample}`} role="note">
        {t('billing.sampleNote')}
      </p>
      <div className={styles.grid}>
        <ProfileCard title={t('billing.subscription.title')} icon={Sparkles}>
          <div className={styles.plan}>
            <div>
              <p className={styles.label}>{t('billing.subscription.plan')}</p>
              <p className={styles.planName}>{sample.plan}</p>
            </div>
            <p className={styles.price}>
              <span className="numeric">{formatEuro(sample.monthlyPrice, lang)}</span>
              <span className={styles.per}>{t('billing.subscription.perMonth')}</span>
            </p>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t('billing.subscription.status')}</dt>
              <dd className={styles.active}>{t('billing.subscription.active')}</dd>
            </div>
            <div>
              <dt>{t('billing.subscription.nextBilling')}</dt>
              <dd className="numeric">{formatDay(sample.nextBilling, lang)}</dd>
            </div>
          </dl>
          <div>
            <p className={styles.label}>{t('billing.subscription.includes')}</p>
            <ul className={styles.features}>
              {FEATURES.map((feature) => (
                <li key={feature}>
                  <CheckCircle2 size={16} aria-hidden="true" />
                  {t(`billing.subscription.features.${feature}`)}
                </li>
              ))}
            </ul>
          </div>
        </ProfileCard>
        <ProfileCard title={t('billing.payment.title')} icon={CreditCard}>
          <div className={styles.card}>
            <span className={styles.brand}>{card.brand}</span>
            <span className={`${styles.cardNumber} numeric`} aria-hidden="true">
              •••• •••• •••• {card.last4}
            </span>
            <span className="visually-hidden">
              {t('billing.payment.card', { brand: card.brand, last4: card.last4 })}
            </span>
            <span className={styles.cardMeta}>
              <span>
                {t('billing.payment.holder')}: {user?.fullname || user?.email}
              </span>
              <span className="numeric">{t('billing.payment.expires', { date: card.expires })}</span>
            </span>
          </div>
        </ProfileCard>
      </div>
      <ProfileCard title={t('billing.transactions.title')} icon={Receipt}>
        <TransactionsTable transactions={sample.transactions} />
      </ProfileCard>
    </>
  );
}

import type { Account } from '@fd/contract';
import { CheckCircle2, CreditCard, Receipt, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAccount } from '../../../features/api/account';
import { queryKeys } from '../../../features/api/queryKeys';
import { customerSince } from '../../../features/auth/customerSince';
import { ProfileCard } from '../../../features/company-profile/ProfileCard';
import { PageIntro } from '../../../features/ui/PageIntro';
import { PendingPage } from '../../../features/ui/PendingPage';
import { useResource } from '../../../features/ui/useResource';
import { formatDay, localDayKey } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import styles from './BillingPage.module.css';
import { billingSample, formatEuro } from './billingSample';
import { TransactionsTable } from './TransactionsTable';

const FEATURES = ['search', 'lists', 'watch'] as const;

/**
 * `/dashboard/billing`: the static sample (docs/decisions/078) of subscription, payment method and
 * transactions, billed from the day the account was created (docs/decisions/193).
 */
export function BillingPage() {
  const { t } = useTranslation();
  const account = useResource(queryKeys.account(), fetchAccount);
  const intro = (
    <PageIntro
      title={t('dashboard.pages.billing.title')}
      description={t('dashboard.pages.billing.description')}
    />
  );
  if (account.state.status !== 'ready') return <PendingPage intro={intro} resource={account} />;
  return <BillingSampleView intro={intro} account={account.state.data} />;
}

function BillingSampleView({ intro, account }: { intro: ReactNode; account: Account }) {
  const { t } = useTranslation();
  const lang = useLang();
  const today = new Date();
  const since = customerSince(account.created_at) ?? localDayKey(today);
  const sample = billingSample(today, since);
  const { card } = sample;
  return (
    <>
      {intro}
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
              <dt>{t('billing.subscription.customerSince')}</dt>
              <dd className="numeric">{formatDay(since, lang)}</dd>
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
                {t('billing.payment.holder')}: {account.fullname || account.email}
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

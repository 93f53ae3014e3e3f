import { formatCount, MARKETING_CLAIMS } from '@fd/contract';
import { BadgeCheck, CreditCard, Database, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AuthSidePanel } from '../../features/auth/AuthSidePanel';
import { BenefitList } from '../../features/auth/BenefitList';
import { useLang } from '../../i18n/useLang';

/** The sign-up benefits (fixed product texts, docs/decisions/078): over 23.000.000 records, free credits, no credit card. */
export function RegisterSidePanel() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <AuthSidePanel label={t('auth.register.sideTitle')}>
      <div>
        <BadgeCheck size={36} aria-hidden="true" />
        <h2>{t('auth.register.sideTitle')}</h2>
        <p>{t('auth.register.sideText')}</p>
      </div>
      <BenefitList
        benefits={[
          {
            key: 'records',
            icon: Database,
            title: t('auth.register.benefits.records', {
              records: formatCount(MARKETING_CLAIMS.totalRecords, lang),
            }),
          },
          { key: 'credits', icon: Gift, title: t('auth.register.benefits.credits') },
          { key: 'noCard', icon: CreditCard, title: t('auth.register.benefits.noCard') },
        ]}
      />
    </AuthSidePanel>
  );
}

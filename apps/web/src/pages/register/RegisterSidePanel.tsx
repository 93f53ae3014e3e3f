import { formatCount, overCount } from '@fd/contract';
import { BadgeCheck, CreditCard, Database, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AuthSidePanel } from '../../features/auth/AuthSidePanel';
import { type Benefit, BenefitList } from '../../features/auth/BenefitList';
import { useDatasetCounts } from '../../features/dataset/useDatasetCounts';
import { useLang } from '../../i18n/useLang';

/**
 * The sign-up benefits: "over N records" (the product's wording, filled from the dataset served:
 * companies, financial reports, employee profiles and representatives; docs/decisions/078),
 * free credits, no credit card.
 */
export function RegisterSidePanel() {
  const { t } = useTranslation();
  const lang = useLang();
  const counts = useDatasetCounts();
  const records: Benefit[] = [];
  if (counts) {
    const total = counts.companies + counts.financial_reports + counts.employees + counts.representatives;
    const over = overCount(total);
    records.push({
      key: 'records',
      icon: Database,
      title:
        over === null
          ? t('auth.register.benefits.recordsExact', { count: total, records: formatCount(total, lang) })
          : t('auth.register.benefits.records', { records: formatCount(over, lang) }),
    });
  }
  return (
    <AuthSidePanel label={t('auth.register.sideTitle')}>
      <div>
        <BadgeCheck size={36} aria-hidden="true" />
        <h2>{t('auth.register.sideTitle')}</h2>
        <p>{t('auth.register.sideText')}</p>
      </div>
      <BenefitList
        benefits={[
          ...records,
          { key: 'credits', icon: Gift, title: t('auth.register.benefits.credits') },
          { key: 'noCard', icon: CreditCard, title: t('auth.register.benefits.noCard') },
        ]}
      />
    </AuthSidePanel>
  );
}

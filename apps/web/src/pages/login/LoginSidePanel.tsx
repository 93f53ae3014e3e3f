import { RefreshCw, ShieldCheck, Zap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthSidePanel } from '../../features/auth/AuthSidePanel';
import { BenefitList } from '../../features/auth/BenefitList';

const PROMOS = ['data', 'people', 'market'] as const;

function randomPromo(): (typeof PROMOS)[number] {
  return PROMOS[Math.floor(Math.random() * PROMOS.length)];
}

/** One of three promotional headlines, picked at random per visit, and the three benefits. */
export function LoginSidePanel() {
  const { t } = useTranslation();
  const [promo] = useState(randomPromo);
  return (
    <AuthSidePanel label={t('auth.login.sideLabel')}>
      <div>
        <h2>{t(`auth.login.promos.${promo}.headline`)}</h2>
        <p>{t(`auth.login.promos.${promo}.text`)}</p>
      </div>
      <BenefitList
        benefits={[
          {
            key: 'secure',
            icon: ShieldCheck,
            title: t('auth.login.benefits.secure.title'),
            text: t('auth.login.benefits.secure.text'),
          },
          {
            key: 'insights',
            icon: Zap,
            title: t('auth.login.benefits.insights.title'),
            text: t('auth.login.benefits.insights.text'),
          },
          {
            key: 'updated',
            icon: RefreshCw,
            title: t('auth.login.benefits.updated.title'),
            text: t('auth.login.benefits.updated.text'),
          },
        ]}
      />
    </AuthSidePanel>
  );
}

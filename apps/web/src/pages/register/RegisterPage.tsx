import { formatCount, MARKETING_CLAIMS } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../features/ui/PageIntro';

export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <PageIntro
        title={t('auth.register.title')}
        description={t('auth.register.description', { records: formatCount(MARKETING_CLAIMS.totalRecords) })}
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { QuickCriteria } from '../../../features/search/criteria';
import { PremiumHint } from '../../../features/search/PremiumHint';
import { QuickSearchForm } from '../../../features/search/QuickSearchForm';
import { ActiveOnlySwitch } from './ActiveOnlySwitch';

export interface CompanyQuickSearchProps {
  criteria: QuickCriteria;
  onChange: (criteria: QuickCriteria) => void;
  onSubmit: () => void;
  busy: boolean;
  showPremiumHint: boolean;
}

/** Company name and 'Show active companies only'; anonymous users also see the premium hint. */
export function CompanyQuickSearch({
  criteria,
  onChange,
  onSubmit,
  busy,
  showPremiumHint,
}: CompanyQuickSearchProps) {
  const { t } = useTranslation();
  return (
    <>
      <QuickSearchForm
        inputId="company-quick-name"
        label={t('search.company.nameLabel')}
        placeholder={t('search.company.namePlaceholder')}
        keyword={criteria.keyword}
        onKeywordChange={(keyword) => onChange({ ...criteria, keyword })}
        onSubmit={onSubmit}
        busy={busy}
      >
        <ActiveOnlySwitch
          checked={criteria.activeOnly}
          onChange={(activeOnly) => onChange({ ...criteria, activeOnly })}
        />
      </QuickSearchForm>
      {showPremiumHint && <PremiumHint text={t('search.premium.companyText')} />}
    </>
  );
}

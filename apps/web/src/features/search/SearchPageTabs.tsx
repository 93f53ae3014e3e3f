import type { ReactNode } from 'react';
import { AdvancedSearchForm } from './AdvancedSearchForm';
import type { IndicatorDefinition } from './indicators';
import { PremiumHint } from './PremiumHint';
import { SearchTabs } from './SearchTabs';
import type { SearchPage } from './useSearchPage';

export interface SearchPageTabsProps<T> {
  page: SearchPage<T>;
  /** The quick search form (with the premium hint under it for visitors, where a page shows one). */
  quickPanel: ReactNode;
  /** The advanced form's place fields: address and radius (companies) or locality (employees). */
  placeFields: ReactNode;
  definitions: readonly IndicatorDefinition[];
  /** Shown to visitors in place of the advanced form. */
  premiumText: string;
}

/** A dashboard search page's tabs: the quick form, and the advanced form for signed-in users. */
export function SearchPageTabs<T>({
  page,
  quickPanel,
  placeFields,
  definitions,
  premiumText,
}: SearchPageTabsProps<T>) {
  return (
    <SearchTabs
      mode={page.mode}
      onModeChange={page.setMode}
      advancedLocked={!page.isLoggedIn}
      quickPanel={quickPanel}
      advancedPanel={
        page.isLoggedIn ? (
          <AdvancedSearchForm
            placeFields={placeFields}
            definitions={definitions}
            filters={page.advanced.filters}
            problems={page.problems?.filters ?? {}}
            onFiltersChange={(filters) => page.setAdvanced({ ...page.advanced, filters })}
            onSubmit={page.submitAdvanced}
            busy={page.search.status === 'loading'}
          />
        ) : (
          <PremiumHint text={premiumText} />
        )
      }
    />
  );
}

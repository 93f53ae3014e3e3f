import type { CompanySearchResult, ResultOrder } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { LazyResultsMap } from '../../../features/map/LazyResultsMap';
import { framedPoints, hasPosition, type MapMarker, type SearchedPlace } from '../../../features/map/mapView';
import { isCompanyRange } from '../../../features/search/figureText';
import { ResultList } from '../../../features/search/ResultList';
import type { DashboardSearch } from '../../../features/search/useDashboardSearch';
import { AddToListMenu } from '../../../features/workspace/AddToListMenu';
import { SaveSearchButton } from '../../../features/workspace/SaveSearchButton';
import { CompanyPopup } from './CompanyPopup';
import { CompanyResultItem } from './CompanyResultItem';
import styles from './CompanyResults.module.css';
import { SERVER_DEFAULT_RADIUS_KM } from './companySearch';
import { ResultOrderSelect } from './ResultOrderSelect';

export interface CompanyResultsProps {
  search: DashboardSearch<CompanySearchResult>;
  /** Orders the results anew: by relevance, distance or a filtered figure. */
  onSort: (sort: ResultOrder) => void;
}

/** The radius of the search on screen, as the server applied it. */
function searchedPlace(search: DashboardSearch<CompanySearchResult>): SearchedPlace | null {
  if (!search.location) return null;
  const radius = search.indicators.find((indicator) => indicator.indicator === 'radius');
  return { ...search.location, radiusKm: radius ? Number(radius.values[0]) : SERVER_DEFAULT_RADIUS_KM };
}

/** The result list beside a map of the same results. */
export function CompanyResults({ search, onSort }: CompanyResultsProps) {
  const { t } = useTranslation();
  const searched = searchedPlace(search);
  const markers: MapMarker[] = search.results.filter(hasPosition).map((result) => ({
    id: result.company_id,
    latitude: result.latitude,
    longitude: result.longitude,
    muted: result.legal_status !== 'Active',
    popup: <CompanyPopup result={result} />,
  }));
  const advanced = search.indicators.length > 0 && !search.indicators.some((i) => i.indicator === 'keyword');
  const figures = [...new Set(search.indicators.map((i) => i.indicator).filter(isCompanyRange))];
  return (
    <div className={styles.results}>
      <div className={styles.toolbar}>
        {search.results.length > 0 && (
          <AddToListMenu
            companyIds={search.results.map((result) => result.company_id)}
            label={t('search.results.addAllToList', { count: search.results.length })}
          />
        )}
        {advanced && <SaveSearchButton indicators={search.indicators} entity="companies" />}
        {advanced && search.results.length > 0 && (searched || figures.length > 0) && (
          <ResultOrderSelect
            value={search.sort}
            byDistance={searched !== null}
            figures={figures}
            onChange={onSort}
          />
        )}
      </div>
      <ResultList
        search={search}
        itemKey={(result) => result.company_id}
        renderItem={(result) => <CompanyResultItem result={result} />}
      />
      <LazyResultsMap
        label={t('search.map.label')}
        markers={markers}
        framed={framedPoints(searched, search.results)}
        searched={searched}
      />
    </div>
  );
}

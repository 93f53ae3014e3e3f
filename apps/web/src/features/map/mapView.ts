import { DASHBOARD_PAGE_SIZE } from '@fd/contract';
import type { ReactNode } from 'react';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Roughly the middle of Austria, Germany and Switzerland: where a map without results looks. */
export const DACH_CENTRE: GeoPoint = { latitude: 49.2, longitude: 10.6 };

export function hasPosition<T extends { latitude: number | null; longitude: number | null }>(
  item: T,
): item is T & GeoPoint {
  return item.latitude !== null && item.longitude !== null;
}

/**
 * The points the results map frames: the searched place and the first page of results, so that
 * further pages do not move the map. Without either it shows the DACH region.
 */
export function framedPoints(
  searched: GeoPoint | null,
  results: readonly { latitude: number | null; longitude: number | null }[],
): GeoPoint[] {
  const points: GeoPoint[] = results
    .slice(0, DASHBOARD_PAGE_SIZE)
    .filter(hasPosition)
    .map(({ latitude, longitude }) => ({ latitude, longitude }));
  if (searched) points.unshift({ latitude: searched.latitude, longitude: searched.longitude });
  return points.length > 0 ? points : [DACH_CENTRE];
}

/** A result on the map: a dot in the primary colour (muted for inactive companies) with a popup. */
export interface MapMarker extends GeoPoint {
  id: number;
  muted: boolean;
  popup: ReactNode;
}

/** The place an address search was geocoded to, and the radius searched around it. */
export interface SearchedPlace extends GeoPoint {
  label: string;
  radiusKm: number | null;
}

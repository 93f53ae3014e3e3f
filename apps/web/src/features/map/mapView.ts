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

/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.32;

/**
 * The points the results map frames (docs/decisions/191): the radius circle of an address
 * search (its northern, southern, eastern and western edge); else the searched place and the
 * first page of results, so that further pages do not move the map. Empty when there is
 * neither: the map then shows the DACH region.
 */
export function framedPoints(
  searched: (GeoPoint & { radiusKm: number | null }) | null,
  results: readonly { latitude: number | null; longitude: number | null }[],
): GeoPoint[] {
  if (searched && searched.radiusKm !== null && searched.radiusKm > 0) {
    const { latitude, longitude, radiusKm } = searched;
    const dLat = radiusKm / KM_PER_DEGREE;
    const dLon = radiusKm / (KM_PER_DEGREE * Math.max(0.01, Math.cos((latitude * Math.PI) / 180)));
    return [
      { latitude: latitude + dLat, longitude },
      { latitude: latitude - dLat, longitude },
      { latitude, longitude: longitude + dLon },
      { latitude, longitude: longitude - dLon },
    ];
  }
  const points: GeoPoint[] = results
    .slice(0, DASHBOARD_PAGE_SIZE)
    .filter(hasPosition)
    .map(({ latitude, longitude }) => ({ latitude, longitude }));
  if (searched) points.unshift({ latitude: searched.latitude, longitude: searched.longitude });
  return points;
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

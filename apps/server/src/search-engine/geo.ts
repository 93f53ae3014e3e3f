import type { GeoArea } from '../store/types';

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine) in km. */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface Box {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/** The latitude/longitude box that contains the circle (a little wider, never narrower). */
export function boundingBox(area: GeoArea): Box {
  const dLat = (area.radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cosLat = Math.max(0.01, Math.cos(toRadians(Math.min(89, Math.abs(area.latitude) + dLat))));
  const dLon = dLat / cosLat;
  return {
    minLat: area.latitude - dLat,
    maxLat: area.latitude + dLat,
    minLon: area.longitude - dLon,
    maxLon: area.longitude + dLon,
  };
}

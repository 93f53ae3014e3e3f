import type { Box } from '../../search-engine';
import type { GazetteerRepository, Place } from '../types';
import type { SqliteDatabase } from './database';

interface PlaceRow {
  city: string;
  postcode: string | null;
  country: string;
  latitude: number;
  longitude: number;
}

const placeName = (row: PlaceRow) => [row.postcode, row.city].filter(Boolean).join(' ');
const toPlace = (row: PlaceRow | undefined, name = row && placeName(row)): Place | null =>
  row && name
    ? {
        label: `${name}, ${row.country}`,
        name,
        country: row.country,
        latitude: row.latitude,
        longitude: row.longitude,
      }
    : null;

export function createGazetteerRepository(db: SqliteDatabase): GazetteerRepository {
  const byPostcode = db.prepare(`SELECT city, postcode, country, latitude, longitude FROM places
    WHERE kind = 'postcode' AND postcode = ? AND (? IS NULL OR folded_name = ?) ORDER BY companies DESC LIMIT 1`);
  const byCity = db.prepare(`SELECT city, NULL AS postcode, country, latitude, longitude FROM places
    WHERE kind = 'city' AND folded_name = ? ORDER BY companies DESC LIMIT 1`);
  const byStreet = db.prepare(`SELECT address_city AS city, NULL AS postcode, address_country AS country,
      avg(latitude) AS latitude, avg(longitude) AS longitude, count(*) AS n
    FROM companies WHERE address_city = ? AND address_street LIKE ? GROUP BY address_city, address_country
    ORDER BY n DESC LIMIT 1`);
  const cityNames = db.prepare(`SELECT DISTINCT folded_name FROM places WHERE kind = 'city'`).pluck();
  const cityOf = db
    .prepare(
      `SELECT city FROM places WHERE kind = 'city' AND folded_name = ? ORDER BY companies DESC LIMIT 1`,
    )
    .pluck();
  return {
    postcode: async (postcode, city) => toPlace(byPostcode.get(postcode, city, city) as PlaceRow | undefined),
    city: async (foldedName) => toPlace(byCity.get(foldedName) as PlaceRow | undefined),
    async street(streetPrefix, foldedCity) {
      const city = cityOf.get(foldedCity) as string | undefined;
      if (!city) return null;
      const row = byStreet.get(city, `${streetPrefix.replace(/[%_]/g, '')}%`) as
        | (PlaceRow & { n: number })
        | undefined;
      return toPlace(row, row && `${streetPrefix}, ${row.city}`);
    },
    cityNames: async () => cityNames.all() as string[],
  };
}

/**
 * Companies per postcode centre, in memory: estimates how many companies a bounding box
 * holds, which decides between the R*Tree and a popularity-order scan. The centres are read
 * here, when the engine opens, not by the first radius search: 11,718 rows at 250,000
 * companies held a serving worker's loop for 12–18 ms of CPU in one piece (docs/decisions/217).
 */
export function createDensityEstimator(db: SqliteDatabase): (box: Box) => number {
  const rows = db
    .prepare(`SELECT latitude, longitude, companies FROM places WHERE kind = 'postcode'`)
    .raw()
    .all() as [number, number, number][];
  const lat = Float64Array.from(rows, (r) => r[0]);
  const lon = Float64Array.from(rows, (r) => r[1]);
  const count = Float64Array.from(rows, (r) => r[2]);
  return (box) => {
    let total = 0;
    for (let i = 0; i < lat.length; i++) {
      const latitude = lat[i]!;
      const longitude = lon[i]!;
      if (
        latitude >= box.minLat &&
        latitude <= box.maxLat &&
        longitude >= box.minLon &&
        longitude <= box.maxLon
      )
        total += count[i]!;
    }
    return total;
  };
}

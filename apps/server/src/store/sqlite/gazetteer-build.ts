import { foldToken, tokenize } from '@fd/contract';
import type { SqliteDatabase } from './database';

export function foldPlaceName(name: string): string {
  return tokenize(name).map(foldToken).join(' ');
}

/** Postcodes and cities with the centre of their companies; built once after the load. */
export function buildGazetteer(db: SqliteDatabase): void {
  db.function('fold_place', { deterministic: true }, (name) => foldPlaceName(String(name ?? '')));
  db.exec(`
    INSERT INTO places (kind, folded_name, postcode, city, country, latitude, longitude, companies)
    SELECT 'postcode', fold_place(address_city), address_postcode, address_city, address_country,
           avg(latitude), avg(longitude), count(*)
      FROM companies WHERE address_postcode IS NOT NULL AND latitude IS NOT NULL
     GROUP BY address_postcode, address_city, address_country;
    INSERT INTO places (kind, folded_name, postcode, city, country, latitude, longitude, companies)
    SELECT 'city', folded_name, NULL, city, country,
           sum(latitude * companies) / sum(companies), sum(longitude * companies) / sum(companies), sum(companies)
      FROM places WHERE kind = 'postcode'
     GROUP BY folded_name, country;
  `);
}

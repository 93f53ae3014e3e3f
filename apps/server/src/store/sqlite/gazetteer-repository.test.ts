import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createDensityEstimator } from './gazetteer-repository';

describe('the density estimator', () => {
  it('reads the postcode centres when it is made, not at the first estimate (docs/decisions/217)', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE places (kind TEXT, latitude REAL, longitude REAL, companies INTEGER)');
    db.exec(
      "INSERT INTO places VALUES ('postcode', 48.2, 16.4, 120), ('postcode', 52.5, 13.4, 300), ('city', 48.2, 16.4, 999)",
    );
    const estimate = createDensityEstimator(db);
    // The table is gone before the first radius search: the centres were read already.
    db.exec('DROP TABLE places');
    expect(estimate({ minLat: 48, maxLat: 49, minLon: 16, maxLon: 17 })).toBe(120);
    expect(estimate({ minLat: 40, maxLat: 60, minLon: 0, maxLon: 20 })).toBe(420);
    db.close();
  });
});

import { describe, expect, it } from 'vitest';
import { framedPoints } from './mapView';

const at = (latitude: number | null, longitude: number | null) => ({ latitude, longitude });

describe('framedPoints', () => {
  const results = [at(48, 10), at(null, null), ...Array.from({ length: 10 }, (_, i) => at(50 + i, 12))];

  it('frames the radius circle of an address search, not its results', () => {
    const points = framedPoints({ latitude: 48.2, longitude: 16.37, radiusKm: 10 }, results);
    const lats = points.map((p) => p.latitude);
    const lons = points.map((p) => p.longitude);
    // 10 km is about 0.09° of latitude and, at 48.2° north, about 0.135° of longitude.
    expect(Math.max(...lats) - 48.2).toBeCloseTo(0.0898, 3);
    expect(48.2 - Math.min(...lats)).toBeCloseTo(0.0898, 3);
    expect(Math.max(...lons) - 16.37).toBeCloseTo(0.1347, 3);
    expect(16.37 - Math.min(...lons)).toBeCloseTo(0.1347, 3);
  });

  it('frames the searched place and the placed results of the first page without a radius', () => {
    const points = framedPoints({ latitude: 48.2, longitude: 16.37, radiusKm: null }, results);
    expect(points[0]).toEqual({ latitude: 48.2, longitude: 16.37 });
    expect(points).toHaveLength(1 + 9);
    expect(points).not.toContainEqual({ latitude: 58, longitude: 12 });
    expect(framedPoints(null, results)).toHaveLength(9);
  });

  it('frames nothing without a place or placed results (the map shows the DACH region)', () => {
    expect(framedPoints(null, [at(null, null)])).toEqual([]);
  });
});

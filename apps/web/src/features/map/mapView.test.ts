import { describe, expect, it } from 'vitest';
import { DACH_CENTRE, framedPoints } from './mapView';

const at = (latitude: number | null, longitude: number | null) => ({ latitude, longitude });

describe('framedPoints', () => {
  it('frames the searched place and the placed results of the first page', () => {
    const results = [at(48, 10), at(null, null), ...Array.from({ length: 10 }, (_, i) => at(50 + i, 12))];
    const points = framedPoints({ latitude: 48.2, longitude: 16.37 }, results);
    expect(points[0]).toEqual({ latitude: 48.2, longitude: 16.37 });
    expect(points).toHaveLength(1 + 9);
    expect(points).not.toContainEqual({ latitude: 58, longitude: 12 });
  });

  it('shows the DACH region without a place or placed results', () => {
    expect(framedPoints(null, [at(null, null)])).toEqual([DACH_CENTRE]);
  });
});

import { expect, it } from 'vitest';
import { Nearest } from './nearest';

it('keeps the nearest ids of any stream, nearest first, ties by id', () => {
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pairs = Array.from({ length: 5000 }, (_, i) => ({
    id: i + 1,
    distance: Math.round(random() * 500) / 10,
  }));
  for (const size of [0, 1, 7, 100, 6000]) {
    const nearest = new Nearest(size);
    for (const { id, distance } of pairs) nearest.offer(id, distance);
    const expected = [...pairs]
      .sort((a, b) => a.distance - b.distance || a.id - b.id)
      .slice(0, size)
      .map((pair) => pair.id);
    expect(nearest.sorted()).toEqual(expected);
  }
});

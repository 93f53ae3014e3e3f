import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitRepository } from '../../src/store/types';
import { engines } from './engines';

describe.each(engines)('limit counters: $name', (engine) => {
  let limits: LimitRepository;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await engine.open();
    limits = opened.stores.accounts.limits;
    cleanup = opened.cleanup;
  });
  afterAll(() => cleanup());

  it('counts hits in a fixed window and starts a new one when it has ended', async () => {
    const now = 1_000_000;
    expect(await limits.hit('w', 60_000, { now })).toEqual({ count: 1, resetAt: now + 60_000 });
    expect(await limits.hit('w', 60_000, { now: now + 10 })).toEqual({ count: 2, resetAt: now + 60_000 });
    expect(await limits.read('w', now + 20)).toEqual({ count: 2, resetAt: now + 60_000 });
    expect(await limits.read('w', now + 60_000)).toBeNull();
    expect(await limits.hit('w', 60_000, { now: now + 60_000 })).toEqual({
      count: 1,
      resetAt: now + 120_000,
    });
  });

  it('stops at max + 1, so that refused hits change nothing', async () => {
    const now = Date.now();
    const counts: number[] = [];
    for (let i = 0; i < 5; i++) counts.push((await limits.hit('m', 60_000, { max: 2, now })).count);
    expect(counts).toEqual([1, 2, 3, 3, 3]);
    // Refused hits left the count at max: a higher max counts on from there.
    expect((await limits.hit('m', 60_000, { max: 3, now })).count).toBe(3);
    expect((await limits.read('m', now))?.count).toBe(3);
  });

  it('counts several hits at once, refusing what would pass max', async () => {
    const now = Date.now();
    expect(await limits.hit('rows', 60_000, { max: 100, by: 60, now })).toMatchObject({ count: 60 });
    expect(await limits.hit('rows', 60_000, { max: 100, by: 50, now })).toMatchObject({ count: 110 });
    expect(await limits.hit('rows', 60_000, { max: 100, by: 40, now })).toMatchObject({ count: 100 });
    // More than the whole quota at once: refused, nothing counted.
    expect(await limits.hit('rows-big', 60_000, { max: 100, by: 150, now })).toMatchObject({ count: 150 });
    expect((await limits.read('rows-big', now))?.count).toBe(0);
  });

  it('resets a key and purges ended windows only', async () => {
    const now = Date.now();
    await limits.hit('gone', 1000, { now: now - 5000 });
    await limits.hit('live', 60_000, { now });
    await limits.hit('reset-me', 60_000, { now });
    await limits.reset('reset-me');
    expect(await limits.read('reset-me', now)).toBeNull();
    expect(await limits.purgeExpired(now)).toBeGreaterThanOrEqual(1);
    expect(await limits.read('live', now)).toMatchObject({ count: 1 });
    expect(await limits.hit('gone', 1000, { now })).toMatchObject({ count: 1 });
  });

  it('gives 200 concurrent hits exactly the counts 1 to 200', async () => {
    const results = await Promise.all(Array.from({ length: 200 }, () => limits.hit('race', 60_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
    expect(new Set(results.map((r) => r.resetAt)).size).toBe(1);
  });

  it('lets exactly max of 200 concurrent hits through', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, () => limits.hit('race-max', 60_000, { max: 5 })),
    );
    expect(results.filter((r) => r.count <= 5)).toHaveLength(5);
  });

  it('takes slots up to max, refuses the next without taking it, and frees one given back', async () => {
    const now = Date.now();
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push(await limits.acquire('slots', 3, 60_000, now));
    expect(taken).toEqual([1, 2, 3, 4]);
    expect((await limits.read('slots', now))?.count).toBe(3);
    await limits.release('slots', now);
    expect(await limits.acquire('slots', 3, 60_000, now)).toBe(3);
    // Given back more often than taken (a slot whose lease had ended): never below 0.
    for (let i = 0; i < 5; i++) await limits.release('slots', now);
    expect(await limits.acquire('slots', 3, 60_000, now)).toBe(1);
  });

  it('frees the slots of a counter when its lease has ended since the last slot was taken', async () => {
    const now = Date.now();
    await limits.acquire('leased', 2, 1000, now);
    await limits.acquire('leased', 2, 1000, now + 500);
    // Refused: the lease stays where the last taken slot put it.
    expect(await limits.acquire('leased', 2, 1000, now + 1400)).toBe(3);
    expect(await limits.acquire('leased', 2, 1000, now + 1500)).toBe(1);
    // Giving back into a counter whose lease has ended changes nothing.
    await limits.release('leased', now + 2600);
    expect(await limits.acquire('leased', 2, 1000, now + 2600)).toBe(1);
  });

  it('lets exactly max of 200 concurrent slots be taken', async () => {
    const counts = await Promise.all(
      Array.from({ length: 200 }, () => limits.acquire('race-slots', 4, 60_000)),
    );
    expect(counts.filter((count) => count <= 4)).toHaveLength(4);
  });
});

/**
 * The installation's sync lease on both engines: one holder at a time, taken over at once from
 * a process of this machine that died, from another machine's only when it ran out.
 */
import { hostname } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncStore } from '../../src/store/types';
import { LEASE_TTL_MS, leaseHolder, takeLease } from '../../src/sync/lease';
import type { TestApp } from '../helpers';
import { type FakeRegisters, startFakeRegisters } from './fake-registers';
import { firstPublication } from './registers';
import { type Engine, syncInstall } from './sync-install';

/** A pid no process has: above Linux's pid_max. */
const DEAD_PID = 4_194_305;

describe.each(['sqlite', 'postgres'] as Engine[])('the sync lease on %s', (engine) => {
  let registers: FakeRegisters;
  let t: TestApp;
  let drop: () => Promise<void>;
  let store: SyncStore;
  beforeEach(async () => {
    registers = await startFakeRegisters(firstPublication());
    ({ t, drop } = await syncInstall(engine, registers));
    store = t.stores.sync;
  });
  afterEach(async () => {
    await drop();
    await registers.close();
  });

  it('lets one of two holders have it, renews and releases it', async () => {
    const now = new Date();
    const [first, second] = await Promise.all([
      store.acquireLease('a:1', now, LEASE_TTL_MS),
      store.acquireLease('b:2', now, LEASE_TTL_MS),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    const winner = first ? 'a:1' : 'b:2';
    expect(await store.leaseHolder(now)).toBe(winner);
    expect(await store.renewLease(winner, now, LEASE_TTL_MS)).toBe(true);
    expect(await store.renewLease(first ? 'b:2' : 'a:1', now, LEASE_TTL_MS)).toBe(false);
    await store.releaseLease(winner);
    expect(await store.leaseHolder(now)).toBeNull();
  });

  it('is taken from a holder whose lease ran out', async () => {
    const then = new Date('2025-01-15T08:00:00Z');
    expect(await store.acquireLease('elsewhere:42', then, LEASE_TTL_MS)).toBe(true);
    const later = new Date(then.getTime() + LEASE_TTL_MS + 1);
    expect(await store.acquireLease('here:7', later, LEASE_TTL_MS)).toBe(true);
    expect(await store.leaseHolder(later)).toBe('here:7');
  });

  it('is taken over at once from a process of this machine that died, never from a live one', async () => {
    const now = new Date();
    expect(await store.acquireLease(leaseHolder(DEAD_PID), now, LEASE_TTL_MS)).toBe(true);
    const lease = await takeLease(store);
    expect('holder' in lease && lease.holder).toBe(leaseHolder());
    if ('holder' in lease) await lease.release();

    // The test runner's parent process is alive: its lease holds.
    expect(await store.acquireLease(`${hostname()}:${process.ppid}`, now, LEASE_TTL_MS)).toBe(true);
    expect(await takeLease(store)).toEqual({ busy: `${hostname()}:${process.ppid}` });
    // So does one of another machine until it runs out.
    await store.releaseLease(`${hostname()}:${process.ppid}`);
    expect(await store.acquireLease('other-host:1', now, LEASE_TTL_MS)).toBe(true);
    expect(await takeLease(store)).toEqual({ busy: 'other-host:1' });
  });
});

import { describe, expect, it } from 'vitest';
import { parseClusterBenchArgs } from './cluster-bench-options';

describe('parseClusterBenchArgs', () => {
  it('returns the defaults when no option is given', () => {
    expect(parseClusterBenchArgs([])).toEqual({
      companies: 250_000,
      seed: 42,
      seconds: 10,
      connections: 8,
      rounds: 2,
      writes: 50,
      downSeconds: 10,
      replica: false,
      restart: false,
      serverUrl: 'postgres://firmenradar:firmenradar@127.0.0.1:5432',
      replicaUrl: 'postgres://firmenradar:firmenradar@127.0.0.1:5433',
    });
  });

  it('reads every flag', () => {
    expect(
      parseClusterBenchArgs([
        '--companies',
        '1000',
        '--seed',
        '3',
        '--seconds',
        '2.5',
        '--connections',
        '2',
        '--rounds',
        '1',
        '--writes',
        '5',
        '--down-seconds',
        '0.5',
        '--replica',
        '--restart',
        '--server-url',
        'postgres://u:p@127.0.0.1:6432',
        '--replica-url',
        'postgres://u:p@127.0.0.1:6433',
      ]),
    ).toEqual({
      companies: 1000,
      seed: 3,
      seconds: 2.5,
      connections: 2,
      rounds: 1,
      writes: 5,
      downSeconds: 0.5,
      replica: true,
      restart: true,
      serverUrl: 'postgres://u:p@127.0.0.1:6432',
      replicaUrl: 'postgres://u:p@127.0.0.1:6433',
    });
  });

  it.each([
    ['one connection for two servers', ['--connections', '1']],
    ['a fractional number of connections', ['--connections', '2.5']],
    ['no rounds', ['--rounds', '0']],
    ['a fractional number of writes', ['--writes', '1.5']],
    ['zero seconds', ['--seconds', '0']],
    ['the primary down for longer than 10 s', ['--down-seconds', '10.5']],
    ['the primary down for no time', ['--down-seconds', '0']],
  ])('refuses %s', (_, args) => {
    expect(parseClusterBenchArgs(args)).toBeNull();
  });

  it('throws for an option the command does not declare', () => {
    expect(() => parseClusterBenchArgs(['--engine', 'postgres'])).toThrow(/engine/);
  });
});

import { describe, expect, it } from 'vitest';
import { fingerprint } from './fingerprint';

describe('fingerprint', () => {
  it('ignores key order and undefined fields', () => {
    expect(fingerprint({ a: 1, b: { c: [1, 'x'], d: null } })).toBe(
      fingerprint({ b: { d: null, c: [1, 'x'] }, a: 1, e: undefined }),
    );
  });

  it('changes with any value, with array order and between null and a string', () => {
    const base = fingerprint({ name: 'Müller GmbH', names: ['a', 'b'], city: null });
    expect(fingerprint({ name: 'Müller GmbH ', names: ['a', 'b'], city: null })).not.toBe(base);
    expect(fingerprint({ name: 'Müller GmbH', names: ['b', 'a'], city: null })).not.toBe(base);
    expect(fingerprint({ name: 'Müller GmbH', names: ['a', 'b'], city: 'null' })).not.toBe(base);
    expect(base).toMatch(/^[0-9a-f]{32}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { uniqueKeys } from './uniqueKeys';

describe('uniqueKeys', () => {
  it('numbers repeated keys and keeps the others as they are', () => {
    expect(uniqueKeys(['a', 'b', 'a', 'a'], (item) => item)).toEqual(['a', 'b', 'a#1', 'a#2']);
  });
});

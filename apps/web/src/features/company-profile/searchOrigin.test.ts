import { describe, expect, it } from 'vitest';
import { readSearchOrigin, searchOriginState } from './searchOrigin';

describe('searchOriginState', () => {
  it('remembers the search page with its query', () => {
    const state = searchOriginState({ pathname: '/dashboard/companies', search: '?search=bau', state: null });
    expect(state).toEqual({ from: '/dashboard/companies?search=bau' });
  });

  it('passes the origin on from one profile to the next', () => {
    const state = searchOriginState({
      pathname: '/dashboard/companies/12',
      search: '',
      state: { from: '/dashboard/employees?filters=x' },
    });
    expect(state).toEqual({ from: '/dashboard/employees?filters=x' });
  });

  it('has no origin when a profile was opened directly', () => {
    expect(
      searchOriginState({ pathname: '/dashboard/companies/12', search: '', state: null }),
    ).toBeUndefined();
  });
});

describe('readSearchOrigin', () => {
  it('ignores anything that is not a search page', () => {
    expect(readSearchOrigin({ from: 'https://evil.example/' })).toBeNull();
    expect(readSearchOrigin({ from: '/dashboard/billing' })).toBeNull();
    expect(readSearchOrigin('x')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, clientRouteName } from './routes';

describe('clientRouteName', () => {
  it('names the route of every listed path, with parameters, a trailing slash or a query', () => {
    expect(clientRouteName('/')).toBe('landing');
    expect(clientRouteName('/top500')).toBe('top500');
    expect(clientRouteName('/dashboard/companies/42')).toBe('company');
    expect(clientRouteName('/dashboard/companies?search=bau&active=1')).toBe('companies');
    expect(clientRouteName('/reset-password/confirm?token=x')).toBe('resetPasswordConfirm');
    expect(clientRouteName('/statistik/')).toBe('statistics');
    for (const [name, pattern] of Object.entries(CLIENT_ROUTES)) {
      expect(clientRouteName(pattern.replace(/:\w+/g, '7'))).toBe(name);
    }
  });

  it('has no route for paths no page renders', () => {
    expect(clientRouteName('/nope')).toBeNull();
    expect(clientRouteName('/dashboard/companies/42/extra')).toBeNull();
    expect(clientRouteName('/dashboard/unknown')).toBeNull();
    expect(clientRouteName('/top5000')).toBeNull();
    expect(clientRouteName('/%E0%A4%A')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, isClientRoute } from './routes';

describe('isClientRoute', () => {
  it('knows every listed route, with parameters, a trailing slash or a query', () => {
    expect(isClientRoute('/')).toBe(true);
    expect(isClientRoute('/top500')).toBe(true);
    expect(isClientRoute('/dashboard/companies/42')).toBe(true);
    expect(isClientRoute('/dashboard/companies?search=bau&active=1')).toBe(true);
    expect(isClientRoute('/reset-password/confirm?token=x')).toBe(true);
    expect(isClientRoute('/statistik/')).toBe(true);
    for (const pattern of Object.values(CLIENT_ROUTES)) {
      expect(isClientRoute(pattern.replace(/:\w+/g, '7'))).toBe(true);
    }
  });

  it('refuses paths no page renders', () => {
    expect(isClientRoute('/nope')).toBe(false);
    expect(isClientRoute('/dashboard/companies/42/extra')).toBe(false);
    expect(isClientRoute('/dashboard/unknown')).toBe(false);
    expect(isClientRoute('/top5000')).toBe(false);
    expect(isClientRoute('/%E0%A4%A')).toBe(false);
  });
});

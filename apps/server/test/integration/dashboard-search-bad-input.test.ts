import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '../factories';
import { filter, useSearchApp } from './dashboard-search-helpers';

/** Searches the server refuses, each with a message. */
describe('POST /api/search', () => {
  let user: SignedInUser;
  const { post } = useSearchApp('search', (app) => {
    ({ user } = app);
  });

  describe('bad input', () => {
    it.each([
      [
        'an unknown indicator',
        { entity: 'companies', performanceIndicators: [filter('shoe_size', ['42'])] },
        /shoe_size/,
      ],
      [
        'an unknown operator',
        {
          entity: 'companies',
          performanceIndicators: [{ indicator: 'country', operator: 'maybe', values: ['Austria'] }],
        },
        /operator/,
      ],
      [
        'a range value that is not a number',
        { entity: 'companies', performanceIndicators: [filter('revenue', ['viel', ''])] },
        /revenue.*not a number/,
      ],
      [
        'a minimum above the maximum',
        { entity: 'companies', performanceIndicators: [filter('revenue', ['500', '100'])] },
        /revenue.*minimum/,
      ],
      [
        'an empty range',
        { entity: 'companies', performanceIndicators: [filter('revenue', ['', ''])] },
        /revenue/,
      ],
      [
        'an unknown country',
        { entity: 'companies', performanceIndicators: [filter('country', ['France'])] },
        /France/,
      ],
      [
        'a negative radius',
        {
          entity: 'companies',
          performanceIndicators: [filter('address', ['Berlin']), filter('radius', ['-5'])],
        },
        /radius/,
      ],
      [
        'a radius without an address',
        { entity: 'companies', performanceIndicators: [filter('radius', ['5'])] },
        /radius.*address/,
      ],
      [
        'an offset that is not a number',
        { entity: 'companies', performanceIndicators: [], offset: 'zehn' },
        /offset/,
      ],
      ['a negative offset', { entity: 'companies', performanceIndicators: [], offset: -10 }, /offset/],
      ['an unknown entity', { entity: 'cars', performanceIndicators: [] }, /entity/],
      [
        'a keyword without letters',
        { entity: 'companies', performanceIndicators: [filter('keyword', ['!!!'])] },
        /keyword/,
      ],
      [
        'an unknown employee indicator',
        { entity: 'companies_employees', performanceIndicators: [filter('revenue', ['1', '2'])] },
        /revenue/,
      ],
      [
        'an unknown gender',
        { entity: 'companies_employees', performanceIndicators: [filter('gender', ['Other'])] },
        /gender/,
      ],
    ])('answers %s with 400 and a message naming the problem', async (_what, payload, message) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.error).toMatch(message);
    });

    it('answers a body that is not JSON with 400', async () => {
      const response = await user.request({
        method: 'POST',
        url: '/api/search',
        payload: '{"entity":',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    });
  });
});

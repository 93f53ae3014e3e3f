import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteSpec } from './define';
import { API_PATHS, type ApiOperation, isApiOperation, locate, pathParamNames } from './paths';
import { API_ROUTES, routeErrorCodes } from './table';

const operations = Object.keys(API_PATHS).filter(isApiOperation);
const spec = (operation: ApiOperation): RouteSpec => API_ROUTES[operation];

describe('the route table', () => {
  it('has one entry per operation of API_PATHS and one operation per method and path', () => {
    expect(Object.keys(API_ROUTES).sort()).toEqual([...operations].sort());
    const locations = operations.map((operation) => Object.values(locate(operation)).join(' '));
    expect(new Set(locations).size).toBe(locations.length);
  });

  it("names each path parameter in the route's params schema, and nothing else", () => {
    for (const operation of operations) {
      const { params } = spec(operation);
      const declared = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
      expect(declared, operation).toEqual(pathParamNames(locate(operation).path).sort());
    }
  });

  it('reads no body on GET, and declares a content type for every file answer', () => {
    for (const operation of operations) {
      const route = spec(operation);
      if (locate(operation).method === 'GET') expect(route.body, operation).toBeUndefined();
      if ('kind' in route.response && route.response.kind === 'file')
        expect(route.response.contentTypes.length, operation).toBeGreaterThan(0);
      expect(new Set(route.errors).size, operation).toBe(route.errors.length);
    }
  });
});

describe('routeErrorCodes', () => {
  it('adds the codes of the route kind to its own', () => {
    expect(routeErrorCodes('health')).toEqual(['api_key_invalid', 'api_key_quota']);
    const account = routeErrorCodes('updateAccount');
    expect(account).toEqual(
      expect.arrayContaining(['name_required', 'invalid_input', 'unauthenticated', 'api_key_not_allowed']),
    );
    expect(account).toEqual(
      expect.arrayContaining(['api_key_read_only', 'cross_site_refused', 'csrf_invalid']),
    );
    expect(account).not.toContain('api_key_quota');
    const lists = routeErrorCodes('lists');
    expect(lists).toContain('unauthenticated');
    expect(lists).not.toContain('api_key_not_allowed');
    expect(lists).not.toContain('invalid_input');
  });
});

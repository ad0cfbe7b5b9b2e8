import { describe, expect, it } from 'vitest';
import { makeStore } from './store';
import { appRoutes, matchedPaths, preloadRoutes } from './routes';

describe('the route table of the data router', () => {
  const routes = appRoutes(makeStore());
  const opened = (path: string) => matchedPaths(routes, path).at(-1);

  it('finds the route a path opens as the router ranks them', () => {
    expect(opened('/inventory/patch')).toBe('/inventory/patch');
    expect(opened('/inventory/inv-1')).toBe('/inventory/:inventoryId');
    expect(opened('/')).toBe('/');
    expect(opened('/sign-in')).toBe('/sign-in');
    expect(opened('/no/such/page')).toBe('*');
  });

  it('loads a path’s lazy parts ahead (shell and page) without failing on an unknown one', async () => {
    const loaded = (await preloadRoutes(routes, '/suppliers?q=milk')) as { Component: unknown }[];
    expect(loaded.map((part) => typeof part.Component)).toEqual(['function', 'function']);
    await expect(preloadRoutes(routes, '/sign-in')).resolves.toEqual([]);
  });
});

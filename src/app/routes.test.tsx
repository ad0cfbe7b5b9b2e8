import { describe, expect, it } from 'vitest';
import { makeStore } from './store';
import { DASHBOARD_PATH, POST_LOGIN_ORDER, STORE_LIST_PATH, TIME_CLOCK_PATH } from '@/session/redirect';
import { SHARED_PERMISSIONS } from '@/config/permissions';
import { appRoutes, matchedPaths, preloadRoutes } from './routes';
import { ROUTE_TABLE } from './routeTable';

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

  it('holds the pages the session sends people to, with the permission the post-login order names', () => {
    const rule = (path: string) => ROUTE_TABLE.find((r) => r.path === path);
    for (const { path, permission } of POST_LOGIN_ORDER) expect(rule(path)?.permission, path).toBe(permission);
    expect(rule(TIME_CLOCK_PATH)?.permission).toBe('time_entry.write');
    expect(rule(DASHBOARD_PATH)?.permission).toBe(SHARED_PERMISSIONS.dashboardRead);
    expect(rule(STORE_LIST_PATH)?.permission).toBe('stores.read');
  });
});

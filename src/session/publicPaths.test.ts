import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '@/app/routeTable';
import { PATHS } from '@/config/paths';
import { isProtectedPath } from './publicPaths';

describe('isProtectedPath', () => {
  it('holds every route of the route table (built from the module list), and `/`', () => {
    for (const route of ROUTE_TABLE) expect(isProtectedPath(route.path), route.path).toBe(true);
    expect(isProtectedPath(PATHS.root)).toBe(true);
    expect(isProtectedPath(PATHS.supplier('s-1'))).toBe(true);
    expect(isProtectedPath(`${PATHS.inventoryItem('i-1')}?tab=history`)).toBe(true);
  });

  it('leaves the public pages and unknown paths public', () => {
    for (const path of [PATHS.signIn, PATHS.landing, PATHS.unauthorized, PATHS.error(404), '/auth-1/sign-in', '/no-such-page']) {
      expect(isProtectedPath(path), path).toBe(false);
    }
  });
});

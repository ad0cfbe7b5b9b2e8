import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '@/app/routeTable';
import { PATHS } from '@/config/paths';
import { PATHS as INVENTORY_PATHS } from '@/modules/inventory/paths';
import { PATHS as SUPPLIER_PATHS } from '@/modules/suppliers/paths';
import { isProtectedPath } from './publicPaths';

describe('isProtectedPath', () => {
  it('holds every route of the route table (built from the module list), and `/`', () => {
    for (const route of ROUTE_TABLE) expect(isProtectedPath(route.path, ROUTE_TABLE), route.path).toBe(true);
    expect(isProtectedPath(PATHS.root, ROUTE_TABLE)).toBe(true);
    expect(isProtectedPath(SUPPLIER_PATHS.supplier('s-1'), ROUTE_TABLE)).toBe(true);
    expect(isProtectedPath(`${INVENTORY_PATHS.inventoryItem('i-1')}?tab=history`, ROUTE_TABLE)).toBe(true);
  });

  it('leaves the public pages and unknown paths public', () => {
    for (const path of [PATHS.signIn, PATHS.landing, PATHS.unauthorized, PATHS.error(404), '/auth-1/sign-in', '/no-such-page']) {
      expect(isProtectedPath(path, ROUTE_TABLE), path).toBe(false);
    }
  });
});

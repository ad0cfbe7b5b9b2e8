import { describe, expect, it } from 'vitest';
import { APP_MODULES } from './modules';
import { ROUTE_TABLE } from './routeTable';

describe('module routes', () => {
  it('every module page is a route of the table, with the same permission and store rule', () => {
    const pages = APP_MODULES.flatMap((m) => m.routes);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const rule = ROUTE_TABLE.find((r) => r.path === page.path);
      expect(rule, page.path).toBeDefined();
      expect({ path: page.path, permission: page.permission, requireStore: page.requireStore }).toEqual({
        path: rule?.path,
        permission: rule?.permission,
        requireStore: rule?.requireStore,
      });
    }
  });

  it('no two modules claim the same path or search source', () => {
    const paths = APP_MODULES.flatMap((m) => m.routes.map((r) => r.path));
    expect(new Set(paths).size).toBe(paths.length);
    const keys = APP_MODULES.flatMap((m) => (m.searchSources ?? []).map((s) => s.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

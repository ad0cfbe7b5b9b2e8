import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inventoryItems } from '@mocks/db/inventory';
import { invoices } from '@mocks/db/invoices';
import { orders } from '@mocks/db/orders';
import { products, suppliers } from '@mocks/db/catalog';
import { users } from '@mocks/db/people';
import { tips } from '@mocks/db/finance';
import { permissionRecords } from '@mocks/db/permissions';
import { server } from '@mocks/node';
import { contractsOf } from '@/api/contractsOf';
import { renderRoute, signedInAs } from '@/test/render';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';
import { APP_MODULES } from './modules';
import { ROUTE_TABLE } from './routeTable';

/**
 * docs/rules/api.md#session-expired turns any 401/403 into a sign-out, so a page may call only what its user may read
 * (issue #10). Generated from the route table: for every route with a page, a user holding only
 * that route's permission (in one store) opens it against the mock, which answers 403 for
 * anything else. No sign-out, and no request to an endpoint the user lacks the permission for.
 */
const STORE = 'store-1';

/** Routes that send a user of one store on by their rule: the overview of all stores to the store's dashboard (issue #46). */
const SENT_ON: Readonly<Record<string, string>> = { '/overview': '/dashboard' };

/** Seeded ids for the `:params` of the routes. */
function concrete(path: string): string {
  const ids: Record<string, () => string | undefined> = {
    supplierId: () => suppliers.all()[0]?.id,
    productId: () => products.where((p) => p.storeId === STORE)[0]?.id,
    orderId: () => orders.where((o) => o.storeId === STORE)[0]?.id,
    invoiceId: () => invoices.where((i) => i.storeId === STORE)[0]?.id,
    inventoryId: () => inventoryItems.where((i) => i.storeId === STORE)[0]?.id,
    tipId: () => tips.where((t) => t.storeId === STORE)[0]?.id,
    permissionId: () => permissionRecords().find((r) => r.storeId === STORE)?.id,
    id: () => STORE,
  };
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const seeded = ids[name];
    // A module added later without a seeded id here opens a record that does not exist: the
    // page still makes its calls (and answers 404), which is what this test watches.
    const id = seeded ? seeded() : `missing-${name}`;
    if (!id) throw new Error(`No seeded id for :${name}`);
    return encodeURIComponent(id);
  });
}

// Every module's api files: together they describe the whole api.
const API_FILES: Record<string, unknown> = import.meta.glob(['/src/modules/*/api.ts', '/src/session/contract.ts'], { eager: true });
const described = contractsOf(API_FILES);

/** The described endpoint a request went to (method and path template). */
function endpointOf(method: string, path: string): string | undefined {
  for (const [name, e] of described) {
    const pattern = new RegExp(`^${e.path.replace(/\{\w+\}/g, '[^/]+')}$`);
    if (e.method === method && pattern.test(path)) return name;
  }
  return undefined;
}

const pages = APP_MODULES.flatMap((m) => m.routes).map((page) => {
  const rule = ROUTE_TABLE.find((r) => r.path === page.path);
  if (!rule) throw new Error(`${page.path} is not in the route table`);
  return rule;
});

const statuses: number[] = [];
const onResponse = ({ response }: { response: Response }) => {
  statuses.push(response.status);
};
afterEach(() => {
  server.events.removeListener('response:mocked', onResponse);
  statuses.length = 0;
});

describe('the endpoints the requests are matched to', () => {
  it('come from the api files of the modules and the session (the glob matches the real files)', () => {
    const files = Object.keys(API_FILES);
    expect(files).toContain('/src/modules/orders/api.ts');
    expect(files).toContain('/src/session/contract.ts');
    expect(endpointOf('GET', 'v1/order/list')).toBe('getOrders');
  });
});

describe('a user holding only the route’s permission', ROUTE_TEST, () => {
  it.each(pages)('$path ($permission)', async (rule) => {
    const user = users.insert({
      id: 'user-route',
      name: 'Rory Route',
      email: 'route@storeops.test',
      password: 'unused-password',
      globalPermissions: [],
      memberships: [{ storeId: STORE, roles: ['staff'], permissions: [rule.permission] }],
    });
    const path = concrete(rule.path);
    server.events.on('response:mocked', onResponse);
    const log = logRequests(server);
    const { store, location } = renderRoute(path, { preloadedState: signedInAs(user, STORE) });
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    // The page's own loading states end (the shell may still load a side panel lazily).
    await waitFor(() => expect(within(screen.getByRole('main')).queryAllByText('Loading...')).toHaveLength(0), PAGE_LOAD);

    expect(location().pathname).toBe(SENT_ON[path] ?? path);
    expect(store.getState().auth.accessToken).not.toBeNull();
    expect(statuses.filter((s) => s === 401 || s === 403)).toEqual([]);
    const held = new Set<string>([rule.permission]);
    const refused = log.all
      .map((r) => ({ call: `${r.method} ${r.path}`, endpoint: endpointOf(r.method, r.path) }))
      .filter(({ endpoint }) => {
        const access = endpoint ? described.get(endpoint)?.access : undefined;
        return !endpoint || (access !== null && access !== undefined && !held.has(access));
      });
    expect(refused).toEqual([]);
  });
});

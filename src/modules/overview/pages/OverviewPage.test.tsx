import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findUserByEmail, users } from '@mocks/db/people';
import { server } from '@mocks/node';
import { SHARED_PERMISSIONS } from '@/config/permissions';
import { renderRoute, signedInAs } from '@/test/render';
import { logRequests } from '@/test/requestLog';

const PAGE_LOAD = { timeout: 20_000 };

function userWith(id: string, storeIds: string[], permissions: string[]) {
  const base = findUserByEmail('viewer@storeops.test');
  if (!base) throw new Error('no viewer');
  return users.insert({
    ...base,
    id,
    email: `${id}@storeops.test`,
    globalPermissions: [],
    memberships: storeIds.map((storeId) => ({ storeId, roles: ['staff'], permissions })),
  });
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row');

describe('the overview of all stores', () => {
  it('shows one row per store of a manager and a total, each store loaded by its own calls', async () => {
    const log = logRequests(server);
    renderRoute('/overview', { as: 'manager' });
    const table = await screen.findByRole('table', { name: 'Stores side by side' }, PAGE_LOAD);
    const rows = rowsOf(table);
    // Header, two stores, the total.
    expect(rows).toHaveLength(4);
    expect(within(rows[1]).getByRole('button', { name: 'Berlin Mitte Café' })).toBeVisible();
    expect(within(rows[2]).getByRole('button', { name: 'Hamburg Harbour Bistro' })).toBeVisible();
    expect(within(rows[3]).getByRole('rowheader', { name: 'All stores' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled(), PAGE_LOAD);
    // A manager reads every figure of both stores: none is blank.
    for (const row of rows.slice(1)) expect(within(row).queryByText('No permission to read this')).toBeNull();
    for (const storeId of ['store-1', 'store-2']) {
      expect(log.count('GET', `v1/sales/store/${storeId}`)).toBe(1);
      expect(log.count('GET', `v1/shift/store/${storeId}`)).toBe(1);
      expect(log.count('GET', `v1/shift/store/${storeId}/employee-tips`)).toBe(2);
    }
    expect(log.all.some((r) => r.path.includes('store-3'))).toBe(false);
  }, 60_000);

  it('sends a person who may read one store to its dashboard', async () => {
    const user = userWith('one-store', ['store-3'], [SHARED_PERMISSIONS.reportsRead, 'orders.read']);
    const { location } = renderRoute('/overview', { preloadedState: signedInAs(user) });
    await waitFor(() => expect(location().pathname).toBe('/dashboard'), PAGE_LOAD);
  }, 60_000);

  it('shows a reader of orders only those figures, blank with the reason elsewhere, and calls nothing else', async () => {
    const user = userWith('orders-only', ['store-1', 'store-2'], [SHARED_PERMISSIONS.reportsRead, 'orders.read']);
    const log = logRequests(server);
    renderRoute('/overview', { preloadedState: signedInAs(user) });
    const table = await screen.findByRole('table', { name: 'Stores side by side' }, PAGE_LOAD);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled(), PAGE_LOAD);
    const berlin = rowsOf(table)[1];
    // 12 figure columns: open orders and both invoice columns read, the nine others blank.
    expect(within(berlin).getAllByText('No permission to read this')).toHaveLength(9);
    const paths = [...new Set(log.all.map((r) => r.path))].sort();
    expect(paths).toEqual([
      'v1/invoice/store/store-1',
      'v1/invoice/store/store-2',
      'v1/order/list',
      'v1/store/store-1/shifts',
      'v1/store/store-2/shifts',
    ]);
  }, 60_000);
});

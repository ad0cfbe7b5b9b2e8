import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { failWith } from '@mocks/scenarios';
import { findUserByEmail, users } from '@mocks/db/people';
import { SHARED_PERMISSIONS } from '@/config/permissions';
import { renderRoute, signedInAs } from '@/test/render';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

const TILES = [
  'Stock alerts',
  'Orders to receive',
  'Invoices',
  "Today's shifts",
  'Clocked in now',
  'Tips of the week',
  'Planned and worked hours this week',
];
const tile = (name: string) => screen.getByRole('region', { name });

describe('dashboard', ROUTE_TEST, () => {
  it('a viewer sees only the purchasing tiles and the app sends no shift or time-entry request', async () => {
    const log = logRequests(server);
    renderRoute('/dashboard', { as: 'viewer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_LOAD)).toBeInTheDocument();
    await within(tile('Orders to receive')).findByText('open orders', {}, PAGE_LOAD);
    await within(tile('Invoices')).findByText('to approve', {}, PAGE_LOAD);
    await within(tile('Stock alerts')).findByText('out of stock', {}, PAGE_LOAD);
    for (const name of ["Today's shifts", 'Clocked in now', 'Tips of the week', 'Planned and worked hours this week']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    const paths = log.all.map((r) => r.path);
    expect(paths.some((p) => p.startsWith('v1/shift') || p.startsWith('v1/time-entry') || p.startsWith('v1/finance'))).toBe(false);
    expect(paths).toEqual(expect.arrayContaining(['v1/inventory/store-1/list', 'v1/order/list', 'v1/invoice/store/store-1']));
    expect(log.all.every((r) => r.method === 'GET')).toBe(true);
  });

  it('a manager sees every tile; the week is read once and each past day of time entries once', async () => {
    const log = logRequests(server);
    renderRoute('/dashboard', { as: 'manager' });
    for (const name of TILES) expect(await screen.findByRole('region', { name }, PAGE_LOAD)).toBeInTheDocument();
    await within(tile("Today's shifts")).findByText('shifts', {}, PAGE_LOAD);
    const week = within(tile('Planned and worked hours this week')).getByRole('table');
    expect(within(week).getAllByRole('row')).toHaveLength(8);
    expect(log.count('GET', 'v1/shift/store/store-1')).toBe(1);
    const shiftCall = log.all.find((r) => r.path === 'v1/shift/store/store-1');
    expect(Object.keys(shiftCall?.query ?? {}).sort()).toEqual(['endDate', 'startDate']);
    expect(shiftCall?.query.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dates = log.all.filter((r) => r.path === 'v1/time-entry/history').map((r) => r.query.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.every((d) => d !== undefined && d >= (shiftCall?.query.startDate ?? '') && d <= (shiftCall?.query.endDate ?? ''))).toBe(
      true,
    );
    // Tips of the same week, read once; the chart has a row a day.
    await waitFor(() => expect(log.count('GET', 'v1/finance/store/store-1/tips')).toBe(1));
    const tipsCall = log.all.find((r) => r.path === 'v1/finance/store/store-1/tips');
    expect(tipsCall?.query).toEqual({ startDate: shiftCall?.query.startDate, endDate: shiftCall?.query.endDate });
    const tips = tile('Tips of the week');
    await waitFor(() => expect(within(tips).queryByText('Loading...')).not.toBeInTheDocument(), PAGE_LOAD);
    expect(within(tips).getByRole('link', { name: 'Open tips' })).toHaveAttribute('href', '/finance/tips');
  });

  it('a user who may read the dashboard but none of its tiles gets a message and no tile call', async () => {
    const base = findUserByEmail('viewer@storeops.test');
    if (!base) throw new Error('no viewer');
    const user = users.insert({
      ...base,
      id: 'user-dashboard-only',
      email: 'dashboard-only@storeops.test',
      memberships: [{ storeId: 'store-1', roles: ['staff'], permissions: [SHARED_PERMISSIONS.dashboardRead] }],
    });
    const log = logRequests(server);
    renderRoute('/dashboard', { preloadedState: signedInAs(user) });
    expect(await screen.findByText("Your permissions include none of the dashboard's tiles.", {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(log.all.map((r) => r.path).filter((p) => p !== 'v1/store/store-1/shifts' && p !== 'v1/user/list')).toEqual([]);
  });

  it("a tile's failure stays in that tile, with a retry", async () => {
    server.use(failWith('get', 'v1/order/list', 500, ''));
    renderRoute('/dashboard', { as: 'viewer' });
    const orders = await screen.findByRole('region', { name: 'Orders to receive' }, PAGE_LOAD);
    expect(await within(orders).findByText('Failed to fetch orders', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(within(orders).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await within(tile('Stock alerts')).findByText('out of stock', {}, PAGE_LOAD);
  });

  it('staff, without the dashboard permission, is sent to /unauthorized and no tile asks anything', async () => {
    const log = logRequests(server);
    const { location } = renderRoute('/dashboard', { as: 'staff' });
    await screen.findByText(/permission/i, {}, PAGE_LOAD);
    expect(location().pathname).toBe('/unauthorized');
    expect(location().search).toBe('?reason=noPermission');
    expect(log.all.filter((r) => r.path !== 'v1/user/list')).toEqual([]);
  });
});

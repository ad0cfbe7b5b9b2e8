import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { PATHS } from '@/modules/suppliers/paths';
import { logRequests } from '@/test/requestLog';
import { signedInState } from '@/test/render';
import { appRoutes, startFirstQueries } from './routes';
import { makeStore } from './store';

// Issue #33's first-screen bench: a restored session's first page asks for its data before the
// router asks for the page's chunks, so the list is not asked for only once the page has rendered.
describe('start-up queries', () => {
  it('asks for the first page’s list before anything renders', async () => {
    const requests = logRequests(server);
    const store = makeStore(signedInState('manager'));
    startFirstQueries(appRoutes(store, { prefetch: () => true }), { pathname: PATHS.suppliers, search: '' });
    await waitFor(() => expect(requests.count('GET', 'v1/supplier')).toBe(1));
  });

  it('asks for nothing the user may not read, and nothing once the app is up', async () => {
    const requests = logRequests(server);
    const staff = makeStore(signedInState('staff'));
    expect(staff.getState().auth.userInfo?.stores.every((s) => !s.permissions.includes('suppliers.read'))).toBe(true);
    startFirstQueries(appRoutes(staff, { prefetch: () => true }), { pathname: PATHS.suppliers, search: '' });
    startFirstQueries(appRoutes(makeStore(signedInState('manager')), { prefetch: () => false }), { pathname: PATHS.suppliers, search: '' });
    // The control, started last: once its one request is seen, the two above had their time.
    startFirstQueries(appRoutes(makeStore(signedInState('manager')), { prefetch: () => true }), { pathname: PATHS.suppliers, search: '' });
    await waitFor(() => expect(requests.count('GET', 'v1/supplier')).toBe(1));
    expect(requests.all.filter((r) => r.path.startsWith('v1/supplier'))).toHaveLength(1);
  });
});

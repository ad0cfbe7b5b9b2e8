import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialAuthState } from '@/session/authSlice';
import { currentStoreSet } from '@/session/currentStoreSlice';
import { renderRoute, signedInState } from '@/test/render';

// Lazy pages compile on first use under Vitest; on a busy machine that can exceed the 1 s default.
configure({ asyncUtilTimeout: 8000 });

async function signInWith(user: ReturnType<typeof renderRoute>['user'], email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('redirects around sign-in (docs/rules/session.md#public-routes, docs/rules/session.md#post-login-redirect)', () => {
  it('a deep link while signed out returns there after sign-in, replacing the history entry', async () => {
    const view = renderRoute('/suppliers?q=milk');
    await waitFor(() => expect(view.location().pathname).toBe('/sign-in'));
    await signInWith(view.user, 'manager@storeops.test');
    await waitFor(() => expect(view.location().pathname).toBe('/suppliers'));
    expect(view.location().search).toBe('?q=milk');
  });

  it('a remembered location the user may not open falls back to the post-login order (docs/rules/session.md#post-login-redirect)', async () => {
    const view = renderRoute('/permission');
    await waitFor(() => expect(view.location().pathname).toBe('/sign-in'));
    await signInWith(view.user, 'staff@storeops.test');
    await waitFor(() => expect(view.location().pathname).toBe('/inventory/patch'));
  });

  it.each([
    ['owner', '/inventory/patch'],
    ['manager', '/inventory/patch'],
    ['staff', '/inventory/patch'],
    ['viewer', '/inventory'],
    ['nostore', '/dashboard'],
  ])('%s lands on %s', async (role, path) => {
    const view = renderRoute('/sign-in');
    await signInWith(view.user, `${role}@storeops.test`);
    await waitFor(() => expect(view.location().pathname).toBe(path));
  });

  it('a visitor already signed in goes to the configured target (/), never to the remembered location', async () => {
    const view = renderRoute('/sign-in', { as: 'manager' });
    // `/` then applies the post-login order (docs/rules/session.md#post-login-redirect).
    await waitFor(() => expect(view.location().pathname).toBe('/inventory/patch'));
  });

  it("'/' shows 'Redirecting based on permissions...' until user and store are known, then redirects", async () => {
    const state = signedInState('viewer');
    const view = renderRoute('/', { preloadedState: { ...state, currentStore: { store: null } } });
    expect(await screen.findByText('Redirecting based on permissions...')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/');
    act(() => {
      view.store.dispatch(currentStoreSet(state.currentStore?.store ?? null));
    });
    await waitFor(() => expect(view.location().pathname).toBe('/inventory'));
  });

  it('a missing permission ends on /unauthorized?reason=noPermission with a way out', async () => {
    const view = renderRoute('/permissions', { as: 'staff' });
    await waitFor(() => expect(view.location().search).toBe('?reason=noPermission'));
    expect(view.location().pathname).toBe('/unauthorized');
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to StoreOps' })).toHaveAttribute('href', '/');
  });

  it('the noRole reason is explained too', async () => {
    renderRoute('/unauthorized?reason=noRole', { as: 'staff' });
    expect(await screen.findByRole('heading', { name: 'This page needs another role' })).toBeInTheDocument();
  });

  it('a user without a store is logged out on store routes and the sign-in page says why (docs/rules/session.md#store-context)', async () => {
    const view = renderRoute('/dashboard', { as: 'nostore' });
    await waitFor(() => expect(view.location().pathname).toBe('/sign-in'));
    expect(
      await screen.findByText('Your account is not linked to any store yet. Ask your manager to add you to a store.'),
    ).toBeInTheDocument();
    expect(view.store.getState().auth.accessToken).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('a plain visit to /sign-in shows no such notice', async () => {
    renderRoute('/sign-in');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText(/not linked to any store/)).not.toBeInTheDocument();
  });

  it('while auth state loads, a centred spinner with the hidden text Loading...', () => {
    renderRoute('/suppliers', { preloadedState: { auth: initialAuthState } });
    // A toast is a status too (one still leaving from an earlier test may show): the spinner is the one saying Loading...
    const spinners = screen.getAllByRole('status').filter((status) => status.textContent === 'Loading...');
    expect(spinners).toHaveLength(1);
    expect(spinners[0]).toHaveTextContent('Loading...');
  });
});

describe('signing out in another tab', () => {
  it('signs this tab out when the token disappears from storage', async () => {
    const view = renderRoute('/suppliers', { as: 'manager' });
    // The tab is up (the data router renders once the page's chunk is there).
    await screen.findByRole('heading', { level: 1, name: 'Suppliers' });
    act(() => {
      localStorage.removeItem('accessToken');
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', oldValue: 'x', newValue: null, storageArea: localStorage }));
    });
    await waitFor(() => expect(view.location().pathname).toBe('/sign-in'));
    expect(view.store.getState().auth.accessToken).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('currentStoreId')).toBeNull();
  });

  it('ignores other keys', () => {
    const view = renderRoute('/suppliers', { as: 'manager' });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'storeops.layoutConfig', newValue: '{}', storageArea: localStorage }));
    });
    expect(view.store.getState().auth.accessToken).not.toBeNull();
  });
});

describe('the reports hub (docs/rules/stores.md#reports-hub)', () => {
  it('links the reports the manager may open', async () => {
    renderRoute('/reports', { as: 'manager' });
    expect(await screen.findByRole('link', { name: 'Shift report' })).toHaveAttribute('href', '/shifts/report');
    expect(screen.getByRole('link', { name: 'Inventory analysis' })).toHaveAttribute('href', '/inventory/analysis');
    expect(screen.getByRole('link', { name: 'Tip overview' })).toHaveAttribute('href', '/finance/tips');
  });

  it('shows only the permitted ones', async () => {
    renderRoute('/reports', { as: 'viewer' });
    expect(await screen.findByRole('link', { name: 'Inventory analysis' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shift report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tip overview' })).not.toBeInTheDocument();
  });

  it('is closed without the reports permission', async () => {
    const view = renderRoute('/reports', { as: 'staff' });
    await waitFor(() => expect(view.location().pathname).toBe('/unauthorized'));
  });
});

describe('switching store in the shell', () => {
  it('only offers the user’s stores and keeps the choice under currentStoreId', async () => {
    const view = renderRoute('/reports', { as: 'manager', storeId: 'store-1' });
    const select = await screen.findByRole('combobox', { name: 'Current store' });
    expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Berlin Mitte Café', 'Hamburg Harbour Bistro']),
    );
    await view.user.selectOptions(select, 'store-2');
    expect(view.store.getState().currentStore.store?.name).toBe('Hamburg Harbour Bistro');
    expect(localStorage.getItem('currentStoreId')).toBe('store-2');
    expect(await screen.findByText('Hamburg Harbour Bistro', { selector: 'p' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { type Permission } from '@/config/permissions';
import { initialAuthState } from '@/session/authSlice';
import { RequireAccess, RequireAuth } from './guards';
import type { StoreEntry, UserInfo } from '@/session/types';

const berlin: StoreEntry = { id: 'store-1', name: 'Berlin', roles: ['staff'], permissions: ['inventory.read'] };
const hamburg: StoreEntry = { id: 'store-2', name: 'Hamburg', roles: ['manager'], permissions: ['orders.read'] };

function user(stores: StoreEntry[], globalPermissions: string[] = []): UserInfo {
  return { userId: 'u1', userName: 'Tess Test', stores, globalPermissions };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function showGuarded(
  element: ReactNode,
  { userInfo, store = null, token = 'token' }: { userInfo: UserInfo; store?: StoreEntry | null; token?: string | null },
) {
  const redux = makeStore({
    auth: { ...initialAuthState, loading: false, accessToken: token, userInfo },
    currentStore: { store },
  });
  render(
    <Provider store={redux}>
      <MemoryRouter initialEntries={['/page']}>
        <Routes>
          <Route element={<RequireAuth />}>
            <Route path="/page" element={element} />
          </Route>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return redux;
}

const page = <p>The page</p>;
const MANAGER = 'manager';

/** A page needing the manager role, for a member of Berlin (staff) and Hamburg (manager) in `store`. */
function showWithManagerRole(permission: Permission, store: StoreEntry) {
  const guarded = (
    <RequireAccess permission={permission} requireStore role={MANAGER}>
      {page}
    </RequireAccess>
  );
  return showGuarded(guarded, { userInfo: user([berlin, hamburg]), store });
}

describe('RequireAccess (docs/rules/session.md#route-guard, docs/rules/session.md#effective-permissions)', () => {
  it('shows the page with the permission from the current store', () => {
    showGuarded(
      <RequireAccess permission={'inventory.read'} requireStore>
        {page}
      </RequireAccess>,
      { userInfo: user([berlin, hamburg]), store: berlin },
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('shows the page with a global permission', () => {
    showGuarded(
      <RequireAccess permission={'stores.read'} requireStore={false}>
        {page}
      </RequireAccess>,
      { userInfo: user([], ['stores.read']) },
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('a permission held only in another store is missing: noPermission', () => {
    showGuarded(
      <RequireAccess permission={'orders.read'} requireStore>
        {page}
      </RequireAccess>,
      { userInfo: user([berlin, hamburg]), store: berlin },
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/unauthorized?reason=noPermission');
  });

  it('a role the current store does not give: noRole', () => {
    showWithManagerRole('inventory.read', berlin);
    expect(screen.getByTestId('where')).toHaveTextContent('/unauthorized?reason=noRole');
  });

  it('the role of the current store passes', () => {
    showWithManagerRole('orders.read', hamburg);
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('without a token the visitor goes to /sign-in', () => {
    showGuarded(
      <RequireAccess permission={'inventory.read'} requireStore>
        {page}
      </RequireAccess>,
      { userInfo: user([berlin]), token: null },
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/sign-in');
  });
});

describe('the store-context rule of 4.2 (no active store)', () => {
  const guarded = (
    <RequireAccess permission={'inventory.read'} requireStore>
      {page}
    </RequireAccess>
  );
  const globalUser = user([berlin, hamburg], ['inventory.read']);

  it('a stored record whose current store id matches one of its stores: the screen is shown', () => {
    localStorage.setItem('userData', JSON.stringify({ userId: 'u1', stores: [{ id: 'store-1' }, { id: 'store-2' }] }));
    localStorage.setItem('currentStoreId', 'store-2');
    showGuarded(guarded, { userInfo: globalUser });
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it.each([
    ['the stored id is missing', null],
    ['the stored id matches none', 'store-9'],
  ])('%s: logged out and sent to /sign-in', async (_case, storedId) => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userData', JSON.stringify({ userId: 'u1', stores: [{ id: 'store-1' }] }));
    if (storedId) localStorage.setItem('currentStoreId', storedId);
    const reduxStore = showGuarded(guarded, { userInfo: globalUser });
    expect(await screen.findByTestId('where')).toHaveTextContent('/sign-in');
    expect(reduxStore.getState().auth.accessToken).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('currentStoreId')).toBeNull();
  });

  it('an unparsable record is ignored and the permission check continues', () => {
    localStorage.setItem('userData', '{broken');
    showGuarded(guarded, { userInfo: globalUser });
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('an unparsable record still needs the permission', () => {
    localStorage.setItem('userData', '{broken');
    showGuarded(guarded, { userInfo: user([berlin]) });
    expect(screen.getByTestId('where')).toHaveTextContent('/unauthorized?reason=noPermission');
  });

  it('a user the server gives no store is logged out with a notice for the sign-in page', () => {
    const store = showGuarded(guarded, { userInfo: user([]) });
    expect(screen.queryByText('The page')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('storeops.signInNotice')).toBe('noStore');
    expect(store.getState().auth.accessToken).toBeNull();
  });
});

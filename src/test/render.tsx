import type { CatalogLocale } from '@/lib/i18n/languages';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { Location } from 'react-router-dom';
import { sessions, findUserByEmail, userInfoOf, type MockUser } from '@mocks/db/people';
import { AppProviders } from '@/app/AppProviders';
import { AppRouter, createAppMemoryRouter } from '@/app/App';
import { APP_MODULES } from '@/app/modules';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { AppModulesContext } from '@/lib/appModule';
import { initialAuthState } from '@/session/authSlice';
import { writeSession, writeStoreId } from '@/session/storage';

export type DemoRole = 'owner' | 'manager' | 'staff' | 'viewer' | 'auditor' | 'nostore';

/**
 * A signed-in state for a seeded demo user, as if they had signed in: a real session token in
 * the mock database, the stored session, and the preloaded auth and current-store state.
 */
export function signedInState(role: DemoRole, storeId?: string): Partial<RootState> {
  const user = findUserByEmail(`${role}@storeops.test`);
  if (!user) throw new Error(`No demo user ${role}`);
  return signedInAs(user, storeId);
}

/** The signed-in state of any user of the mock database (e.g. one built for a test). */
export function signedInAs(user: MockUser, storeId?: string): Partial<RootState> {
  const token = `test.${user.id}`;
  if (!sessions.get(token)) sessions.insert({ id: token, userId: user.id, createdAt: new Date().toISOString() });
  const userInfo = userInfoOf(user);
  const store = userInfo.stores.find((s) => s.id === (storeId ?? userInfo.currentStoreId)) ?? userInfo.stores[0] ?? null;
  writeSession(token, { ...userInfo, currentStore: store });
  writeStoreId(store?.id ?? null);
  return {
    auth: { ...initialAuthState, loading: false, accessToken: token, userInfo, success: true },
    currentStore: { store },
  };
}

export interface RenderRouteOptions {
  /** Sign in as a seeded demo user first. */
  as?: DemoRole;
  storeId?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The language to render in (English unless a test asks for German or the pseudo-locale). */
  language?: CatalogLocale;
}

export interface RenderRouteResult extends RenderResult {
  store: AppStore;
  user: UserEvent;
  /** The router's current location, as the app sees it. */
  location: () => Location;
}

/** Renders a route of the real app through the real providers and the mock API; fresh store. */
export function renderRoute(path: string, options: RenderRouteOptions = {}): RenderRouteResult {
  const preloaded =
    options.preloadedState ?? (options.as ? signedInState(options.as, options.storeId) : { auth: { ...initialAuthState, loading: false } });
  const store = options.store ?? makeStore(preloaded);
  const routing = createAppMemoryRouter(store, [path]);
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store} language={options.language ?? 'en'}>
      <AppRouter routing={routing} />
    </AppProviders>,
  );
  return { ...view, store, user, location: () => routing.router.state.location };
}

/** Renders any element inside the real providers and the app's module list (no router), as the app does. */
export function renderWithProviders(
  ui: ReactElement,
  options: Omit<RenderRouteOptions, 'storeId'> & { storeId?: string } = {},
): RenderResult & { store: AppStore; user: UserEvent } {
  const preloaded = options.preloadedState ?? (options.as ? signedInState(options.as, options.storeId) : undefined);
  const store = options.store ?? makeStore(preloaded);
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store} language={options.language ?? 'en'}>
      <AppModulesContext.Provider value={APP_MODULES}>{ui}</AppModulesContext.Provider>
    </AppProviders>,
  );
  return { ...view, store, user };
}

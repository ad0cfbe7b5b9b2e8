import { PATHS } from '@/config/paths';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { selectCan } from '@/session/permissions';
import { landingPath } from '@/session/redirect';
import { findPreload } from './pagePreload';
import type { AppStore } from './store';

/**
 * Start-up (issue #19): with a restored session, the current route's chunks (shell and page)
 * load and its first queries start while the profile check runs, instead of one after the
 * other. Call it after `initSession` has put the stored session into the store (synchronously),
 * and render once it resolves: the page is then there and renders without a loading fallback.
 * It never rejects; a chunk that failed to load fails again, visibly, when the route renders.
 * A 401/403 from a first query ends the session like any other call (spec 8).
 */
export function prepareFirstScreen(store: AppStore, location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const state = store.getState();
  const signedIn = state.auth.accessToken !== null;
  const currentStore = selectCurrentStore(state);
  const can = (permission: string) => selectCan(state, permission);
  // `/` sends a signed-in user on by the 4.3 order: load where it will land.
  const pathname =
    signedIn && location.pathname === PATHS.root && (currentStore || state.auth.userInfo?.stores.length === 0)
      ? landingPath(can)
      : location.pathname;
  const found = findPreload(pathname);
  if (!found) return Promise.resolve();
  const { entry, params } = found;
  // A protected route without a session goes to /sign-in: nothing of it is needed.
  if (entry.permission && !signedIn) return Promise.resolve();
  const allowed = entry.permission !== undefined && can(entry.permission) && (!entry.requireStore || currentStore !== null);
  if (allowed && entry.prefetch) {
    const search = new URLSearchParams(location.search);
    void entry.prefetch({ dispatch: store.dispatch, storeId: currentStore?.id ?? null, params, search }).catch(() => undefined);
  }
  return entry.preload().then(
    () => undefined,
    () => undefined,
  );
}

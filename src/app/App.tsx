import { BrowserRouter, useRoutes } from 'react-router-dom';
import { useCrossTabLogout } from '@/session/crossTab';
import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';
import type { AppStore } from './store';

const routes = appRoutes();

/**
 * Declarative routing (`useRoutes`). The data-router APIs (loaders, actions, useBlocker) would
 * add 17 kB gzip to the initial bundle for nothing RTK Query does not already do; the
 * unsaved-changes guard works on the navigator instead (src/lib/useUnsavedChangesGuard.ts).
 */
export function AppRoutes() {
  useCrossTabLogout();
  return useRoutes(routes);
}

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

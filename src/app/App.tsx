import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';
import type { AppStore } from './store';

const routes = appRoutes();

/** Declarative routing: the data-router APIs (loaders, actions) are not used, so not shipped. */
export function AppRoutes() {
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

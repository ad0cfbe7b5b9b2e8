import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, browserRoutes, whenRouterReady } from '@/app/App';
import { preloadRoutes } from '@/app/routes';
import { makeStore } from '@/app/store';
import { PATHS } from '@/config/paths';
import { installPreloadErrorHandler } from '@/session/chunkErrors';
import { loadSessionSchemas } from '@/session/api';
import { initSession } from '@/session/initSession';
import { hasStoredToken, takeFlashMessage } from '@/session/storage';
import { notify } from '@/lib/notify';
import { browserLanguages, initialLanguage } from '@/lib/i18n/i18n';
import { startLanguage } from '@/app/catalogs';
import './styles/main.scss';

async function start() {
  // The person's language first: everything after may show a message (the session restore, the
  // router's first route, which loads its catalogue with its chunks).
  const language = startLanguage(
    initialLanguage({
      search: window.location.search,
      browserLanguages: browserLanguages(),
      // The pseudo-locale is for QA: the dev server and the demo build (Playwright) offer it.
      production: import.meta.env.PROD && import.meta.env.VITE_API_MOCKING !== 'on',
    }),
  );
  const store = makeStore();
  // Before the page's chunks load: a chunk that cannot load shows "a new version is available".
  installPreloadErrorHandler();
  const { routes, createRouter } = browserRoutes(store);
  // The literal env check lets production builds drop the mock API and MSW entirely.
  if (import.meta.env.VITE_API_MOCKING === 'on') {
    // The page's chunks do not need the mock: with a stored session they load while it starts
    // (before its worker controls the page; the router below picks them up).
    if (hasStoredToken()) void preloadRoutes(routes, window.location.pathname);
    const { startMockApi } = await import('../mocks/browser');
    await startMockApi();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The stored session goes into the store at once and the profile check starts; meanwhile the
  // data router loads the current route's chunks and its loader starts the page's first queries.
  // The first render waits for the chunks, so it shows the page and not a loading fallback.
  void initSession(store.dispatch);
  const signedIn = store.getState().auth.accessToken !== null;
  // A restored session: the session's answer schemas load in parallel with the profile check
  // (see lazyAnswer). Signed out, the sign-in form comes first and they load once it is up.
  if (signedIn) void loadSessionSchemas();
  const routing = createRouter();
  await Promise.all([language, whenRouterReady(routing.router)]);
  createRoot(root).render(
    <StrictMode>
      <App store={store} routing={routing} />
    </StrictMode>,
  );
  // Shown once the toaster is up, for its full display time (issue #32); only on the page it is
  // for, not on one a 401 before the first render is already leaving (issue #43).
  const flash = takeFlashMessage(window.location.pathname);
  if (flash) notify.whenShown(flash, 'danger');
  // Signed out: the login answer's schema and the shell are needed right after a sign-in; load
  // them once the form is up.
  if (!signedIn) {
    whenIdle(() => {
      void loadSessionSchemas();
      void preloadRoutes(routes, PATHS.root);
    });
  }
}

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

void start();

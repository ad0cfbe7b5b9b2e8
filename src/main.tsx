import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { makeStore } from '@/app/store';
import { installPreloadErrorHandler } from '@/session/chunkErrors';
import { loadSessionSchemas } from '@/session/api';
import { initSession } from '@/session/initSession';
import { takeFlashMessage } from '@/session/storage';
import { notify } from '@/lib/notify';
import './styles/main.scss';

// Before anything lazy loads: a chunk that cannot load shows "a new version is available".
installPreloadErrorHandler();

async function start() {
  // The literal env check lets production builds drop the mock API and MSW entirely.
  if (import.meta.env.VITE_API_MOCKING === 'on') {
    // eslint-disable-next-line import-x/no-restricted-paths -- the one door from the app to the embedded mock API
    const { startMockApi } = await import('../mocks/browser');
    await startMockApi();
  }
  // The session's answer schemas load in parallel with the profile check (see lazyAnswer).
  void loadSessionSchemas();
  const store = makeStore();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
  void initSession(store.dispatch);
  const flash = takeFlashMessage();
  if (flash) notify.error(flash);
}

void start();

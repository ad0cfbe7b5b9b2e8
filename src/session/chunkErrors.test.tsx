import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { i18n } from '@/lib/i18n/i18n';
import { describePreloadError, installPreloadErrorHandler, LazyPage, NewVersionNotice } from './chunkErrors';

afterEach(() => vi.restoreAllMocks());

// As in the app (AppProviders): the messages render inside Lingui's provider.
const withStore = (ui: ReactNode, store = makeStore()) =>
  render(
    <I18nProvider i18n={i18n}>
      <Provider store={store}>{ui}</Provider>
    </I18nProvider>,
  );

describe('lazy-load failures (docs/rules/api.md#lazy-load-failures)', () => {
  it("logs a failed style sheet with the spec's wording and the file", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uninstall = installPreloadErrorHandler(makeStore().dispatch);
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error('Unable to preload CSS for http://localhost/assets/SupplierListPage-abc.css'),
    });
    window.dispatchEvent(event);
    uninstall();
    expect(error).toHaveBeenCalledWith('Unable to preload CSS for http://localhost/assets/SupplierListPage-abc.css');
    // Not cancelled: Vite rethrows, so the failed import reaches the page's error boundary.
    expect(event.defaultPrevented).toBe(false);
  });

  it('describes other failures plainly', () => {
    expect(describePreloadError(new Error('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      'Unable to load a part of StoreOps: Failed to fetch dynamically imported module: /assets/x.js',
    );
  });

  it('a page chunk that fails to load shows the reload message, not a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module: /assets/Page-1.js')));
    withStore(
      <>
        <LazyPage>
          <Broken />
        </LazyPage>
        <NewVersionNotice />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('A new version of StoreOps is available — reload to continue.');
    // One message only: the banner stays hidden while the inline panel says it.
    expect(screen.getAllByRole('button', { name: 'Reload' })).toHaveLength(1);
  });

  it('another render error says so instead of claiming a new version', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Boom(): never {
      throw new Error('boom');
    }
    withStore(
      <LazyPage>
        <Boom />
      </LazyPage>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be shown.');
  });

  it('a failed load that no page boundary catches shows the banner, once the store knows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    const uninstall = installPreloadErrorHandler(store.dispatch);
    withStore(<NewVersionNotice />, store);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: new Error('Unable to preload CSS for /assets/x.css') }));
    uninstall();
    expect(await screen.findByRole('alert')).toHaveTextContent('A new version of StoreOps is available — reload to continue.');
  });

  it('a new store starts without the mark of an earlier failure', () => {
    withStore(<NewVersionNotice />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { describePreloadError, installPreloadErrorHandler, NewVersionNotice, RouteError } from './chunkErrors';

afterEach(() => vi.restoreAllMocks());

// As in the app (AppProviders): the messages render inside Lingui's provider, the routes inside the notice.
const withNotice = (ui?: ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <NewVersionNotice>{ui}</NewVersionNotice>
    </I18nProvider>,
  );

/** One route with the app's error element, as src/app/routes.tsx gives every route. */
const routeTo = (route: Omit<RouteObject, 'path' | 'errorElement' | 'index' | 'children'>) => (
  <RouterProvider router={createMemoryRouter([{ path: '/', errorElement: <RouteError />, ...route }])} />
);

const preloadError = (message: string) =>
  window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: new Error(message) }));

describe('lazy-load failures (docs/rules/api.md#lazy-load-failures)', () => {
  it("logs a failed style sheet with the spec's wording and the file", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uninstall = installPreloadErrorHandler();
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error('Unable to preload CSS for http://localhost/assets/SupplierListPage-abc.css'),
    });
    window.dispatchEvent(event);
    uninstall();
    expect(error).toHaveBeenCalledWith('Unable to preload CSS for http://localhost/assets/SupplierListPage-abc.css');
    // Not cancelled: Vite rethrows, so the failed import reaches the route's error element.
    expect(event.defaultPrevented).toBe(false);
  });

  it('describes other failures plainly', () => {
    expect(describePreloadError(new Error('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      'Unable to load a part of StoreOps: Failed to fetch dynamically imported module: /assets/x.js',
    );
  });

  it('a page chunk that fails to load shows the reload message, not a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withNotice(
      routeTo({
        lazy: () => {
          preloadError('Failed to fetch dynamically imported module: /assets/Page-1.js');
          return Promise.reject(new Error('Failed to fetch dynamically imported module: /assets/Page-1.js'));
        },
      }),
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
    withNotice(routeTo({ Component: Boom }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be shown.');
  });

  it('a failed load that no route shows shows the banner, once it has happened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withNotice();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    preloadError('Unable to preload CSS for /assets/x.css');
    expect(await screen.findByRole('alert')).toHaveTextContent('A new version of StoreOps is available — reload to continue.');
  });

  it('a new app starts without the mark of an earlier failure', () => {
    withNotice();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

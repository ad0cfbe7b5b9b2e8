import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describePreloadError, installPreloadErrorHandler, LazyPage, NewVersionNotice } from './chunkErrors';

afterEach(() => vi.restoreAllMocks());

describe('lazy-load failures (spec 8)', () => {
  it("logs a failed style sheet with the spec's wording and the file", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uninstall = installPreloadErrorHandler();
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
    render(
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
    render(
      <LazyPage>
        <Boom />
      </LazyPage>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be shown.');
  });
});

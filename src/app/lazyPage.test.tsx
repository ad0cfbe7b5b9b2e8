import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage, RoutePage } from './lazyPage';
import { findPreload } from './pagePreload';
import './routes';

const Hello = () => <p>Hello page</p>;

describe('lazyPage', () => {
  it('renders a preloaded page in the first render, without the fallback', async () => {
    const page = lazyPage(() => Promise.resolve(Hello));
    await page.preload();
    render(<RoutePage page={page} />);
    expect(screen.getByText('Hello page')).toBeInTheDocument();
  });

  it('shows the fallback while a page that is not loaded yet loads, then the page', async () => {
    let resolve: (c: typeof Hello) => void = () => undefined;
    const page = lazyPage(() => new Promise<typeof Hello>((r) => (resolve = r)));
    render(<RoutePage page={page} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(page.isLoaded()).toBe(false);
    await act(() => {
      resolve(Hello);
      return Promise.resolve();
    });
    expect(await screen.findByText('Hello page')).toBeInTheDocument();
  });

  it('one page per load function, and a failed load can be retried', async () => {
    let calls = 0;
    const load = () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Hello));
    expect(lazyPage(load)).toBe(lazyPage(load));
    await expect(lazyPage(load).preload()).rejects.toThrow('offline');
    await expect(lazyPage(load).preload()).resolves.toBe(Hello);
  });
});

describe('findPreload', () => {
  it('finds the route a path opens as the router ranks them', () => {
    expect(findPreload('/inventory/patch')?.entry.path).toBe('/inventory/patch');
    expect(findPreload('/inventory/inv-1')?.entry.path).toBe('/inventory/:inventoryId');
    expect(findPreload('/suppliers')?.entry.prefetch).toBeTypeOf('function');
    expect(findPreload('/')?.entry.path).toBe('/');
    expect(findPreload('/sign-in')?.entry.path).toBe('/sign-in');
    expect(findPreload('/no/such/page')?.entry.path).toBe('*');
  });
});

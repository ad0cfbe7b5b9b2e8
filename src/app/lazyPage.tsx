import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingScreen, PageLoader } from '@/components/LoadingScreen';
import { ChunkErrorBoundary } from '@/session/chunkErrors';

/** A lazily loaded page that can be loaded ahead (start-up, hover, focus) and then renders at once. */
export interface PreloadablePage {
  (): ReactNode;
  /** Starts loading the page's chunk (once); resolves when it is there. */
  preload: () => Promise<ComponentType>;
  /** Whether the chunk has arrived. */
  isLoaded: () => boolean;
}

const pages = new WeakMap<() => Promise<ComponentType>, PreloadablePage>();

/**
 * The lazy page for a dynamic import, one per `load` function (routes sharing a page share it).
 * A page whose chunk is already there renders synchronously, without passing through a Suspense
 * fallback (React.lazy always suspends on its first render, for about 300 ms when it shows a
 * fallback); one that is not there yet suspends as React.lazy does. A failed load can be retried.
 */
export function lazyPage(load: () => Promise<ComponentType>): PreloadablePage {
  const known = pages.get(load);
  if (known) return known;
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page() {
    // Chosen once per mount, so a page never swaps its element (and loses its state) mid-life.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const page = Object.assign(Page, { preload, isLoaded: () => loaded !== undefined });
  pages.set(load, page);
  return page;
}

/** The Suspense fallback of a lazy route; `data-lazy-fallback` lets e2e tell it was shown. */
function RouteFallback({ fullScreen }: { fullScreen: boolean }) {
  return <div data-lazy-fallback="">{fullScreen ? <LoadingScreen /> : <PageLoader />}</div>;
}

/** A lazy route's element: its page, a spinner while it loads, the reload message if it cannot. */
export function RoutePage({ page: Page, fullScreen = false }: { page: PreloadablePage; fullScreen?: boolean }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<RouteFallback fullScreen={fullScreen} />}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

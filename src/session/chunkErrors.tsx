import { useLingui } from '@lingui/react/macro';
import { createSlice } from '@reduxjs/toolkit';
import { Component, Suspense, useEffect, type ErrorInfo, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { PageLoader } from '@/lib/LoadingScreen';
import { PRODUCT_NAME } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { useAppDispatch, useAppSelector, type AppDispatch } from '@/lib/storeHooks';

/**
 * Lazy-load failures (docs/rules/api.md#lazy-load-failures): a page chunk or its CSS that fails to load (usually because a new
 * version was deployed and the old files are gone) shows a friendly "reload" message instead of
 * a blank page. Vite raises `vite:preloadError` and rethrows unless a handler cancels it; we do
 * not cancel, so the failed import reaches the nearest ChunkErrorBoundary.
 */

/**
 * Whether a load failed, and how many inline panels already say so (the banner shows only when
 * none does). Part of the store's state: src/app/store.ts adds the slice.
 */
interface NewVersionState {
  loadFailed: boolean;
  inlinePanels: number;
}

declare module '@/lib/storeHooks' {
  interface AppState {
    newVersion: NewVersionState;
  }
}

const initialNewVersion: NewVersionState = { loadFailed: false, inlinePanels: 0 };

export const newVersionSlice = createSlice({
  name: 'newVersion',
  initialState: initialNewVersion,
  reducers: {
    chunkLoadFailed(state) {
      state.loadFailed = true;
    },
    inlinePanelShown(state) {
      state.inlinePanels += 1;
    },
    inlinePanelGone(state) {
      state.inlinePanels -= 1;
    },
  },
  selectors: {
    selectShowsBanner: (state) => state.loadFailed && state.inlinePanels === 0,
  },
});

const { chunkLoadFailed, inlinePanelShown, inlinePanelGone } = newVersionSlice.actions;
const { selectShowsBanner } = newVersionSlice.selectors;

/** What is logged for a failed preload: the spec's wording for a style sheet, else the error. */
export function describePreloadError(payload: unknown): string {
  const message = payload instanceof Error ? payload.message : String(payload);
  if (message.startsWith(MESSAGES.preloadCss)) {
    const file = message.slice(MESSAGES.preloadCss.length).trim();
    return `${MESSAGES.preloadCss} ${file}`;
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- logged for developers, never shown
  return `Unable to load a part of ${PRODUCT_NAME}: ${message}`;
}

/** Whether an error comes from a chunk or style sheet that could not be loaded. */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return (
    message.startsWith(MESSAGES.preloadCss) ||
    /dynamically imported module|Importing a module script failed|Loading chunk|ChunkLoadError/i.test(message)
  );
}

/**
 * Installs the `vite:preloadError` listener, once, before anything lazy loads (main.tsx, right
 * after the store is made): a failure is logged and marked in the store. Returns the uninstaller.
 */
export function installPreloadErrorHandler(dispatch: AppDispatch, target: Window = window): () => void {
  const onError = (event: Event) => {
    console.error(describePreloadError((event as Event & { payload?: unknown }).payload));
    dispatch(chunkLoadFailed());
  };
  target.addEventListener('vite:preloadError', onError);
  return () => target.removeEventListener('vite:preloadError', onError);
}

function reload(): void {
  window.location.reload();
}

/** The inline message (inside a page area or full screen). */
function NewVersionPanel() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(inlinePanelShown());
    return () => {
      dispatch(inlinePanelGone());
    };
  }, [dispatch]);
  return <NewVersionAlert className="m-3" />;
}

/** The message with its Reload button. */
function NewVersionAlert({ className }: { className: string }) {
  const { t } = useLingui();
  return (
    <div className={`alert alert-info d-flex flex-wrap align-items-center gap-3 ${className}`} role="alert">
      <span className="flex-grow-1">{t`A new version of ${PRODUCT_NAME} is available — reload to continue.`}</span>
      <Button variant="primary" onClick={reload}>
        {t`Reload`}
      </Button>
    </div>
  );
}

/** The same message as a banner, for a failure no boundary caught (mounted once by AppProviders). */
export function NewVersionNotice() {
  const visible = useAppSelector(selectShowsBanner);
  if (!visible) return null;
  return (
    <div className="position-fixed bottom-0 start-50 translate-middle-x mb-3" style={{ zIndex: 1090, maxWidth: 560 }}>
      <NewVersionAlert className="shadow mb-0" />
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** What to show for an error that is not a failed load. */
  fallback?: ReactNode;
}

/** Catches a failed lazy import (and any render error) below it. */
export class ChunkErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) return <NewVersionPanel />;
    return this.props.fallback ?? <BrokenScreenPanel />;
  }
}

function BrokenScreenPanel() {
  const { t } = useLingui();
  return (
    <div className="alert alert-danger m-3 d-flex flex-wrap align-items-center gap-3" role="alert">
      <span className="flex-grow-1">{t`This screen could not be shown. Reloading the page usually helps.`}</span>
      <Button variant="outline-danger" onClick={reload}>
        {t`Reload`}
      </Button>
    </div>
  );
}

/** A lazy page: spinner while it loads, the reload message if it cannot. */
export function LazyPage({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

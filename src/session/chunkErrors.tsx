import { useLingui } from '@lingui/react/macro';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useRouteError } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/constants';
import { MESSAGES } from '@/config/messages';

/**
 * Lazy-load failures (docs/rules/api.md#lazy-load-failures): a page chunk or its CSS that fails to
 * load (usually because a new version was deployed and the old files are gone) shows a friendly
 * "reload" message instead of a blank page. Vite raises `vite:preloadError` and rethrows unless a
 * handler cancels it; we do not cancel, so the failed import reaches the route's error element
 * (`RouteError`, the router's `errorElement`). A failure no route shows (a preload on hover) shows
 * the same message as a banner (`NewVersionNotice`). The texts are in the first screen's catalogue:
 * the sign-in page's routes show them too.
 */

const PRELOAD_ERROR = 'vite:preloadError';

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
 * Installs the `vite:preloadError` logger, once, before anything lazy loads (main.tsx): a failure
 * is logged with the spec's wording. Returns the uninstaller.
 */
export function installPreloadErrorHandler(target: Window = window): () => void {
  const onError = (event: Event) => console.error(describePreloadError((event as Event & { payload?: unknown }).payload));
  target.addEventListener(PRELOAD_ERROR, onError);
  return () => target.removeEventListener(PRELOAD_ERROR, onError);
}

function reload(): void {
  window.location.reload();
}

/** Counts the inline messages on the page: the banner shows only when none says it already. */
const InlinePanels = createContext<(change: 1 | -1) => void>(() => undefined);

/**
 * The banner for a failed load that no route shows, around the app (AppProviders): shown once a
 * `vite:preloadError` has happened and while no inline message says the same.
 */
export function NewVersionNotice({ children }: { children?: ReactNode }) {
  const [loadFailed, setLoadFailed] = useState(false);
  const [inlinePanels, setInlinePanels] = useState(0);
  useEffect(() => {
    const onError = () => setLoadFailed(true);
    window.addEventListener(PRELOAD_ERROR, onError);
    return () => window.removeEventListener(PRELOAD_ERROR, onError);
  }, []);
  const count = useCallback((change: 1 | -1) => setInlinePanels((n) => n + change), []);
  return (
    <InlinePanels.Provider value={count}>
      {children}
      {loadFailed && inlinePanels === 0 && (
        <div className="position-fixed bottom-0 start-50 translate-middle-x mb-3" style={{ zIndex: 1090, maxWidth: 560 }}>
          <NewVersionAlert className="shadow mb-0" />
        </div>
      )}
    </InlinePanels.Provider>
  );
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

/** The inline message, in place of the route that could not load. */
function NewVersionPanel() {
  const count = useContext(InlinePanels);
  useEffect(() => {
    count(1);
    return () => count(-1);
  }, [count]);
  return <NewVersionAlert className="m-3" />;
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

/** The router's error element: the reload message for a chunk that cannot load, else a plain "could not be shown". */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (!chunk) console.error('A screen failed to render', error);
  }, [chunk, error]);
  return chunk ? <NewVersionPanel /> : <BrokenScreenPanel />;
}

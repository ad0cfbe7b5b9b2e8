import { PATHS } from '@/config/paths';

// Set once the page starts to go away (reload, navigation away, tab close).
let leaving = false;
if (typeof window !== 'undefined') {
  const mark = () => {
    leaving = true;
  };
  window.addEventListener('beforeunload', mark);
  window.addEventListener('pagehide', mark);
  // A cancelled unload (the unsaved-changes prompt) or a page restored from the back/forward cache.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/**
 * Browser side effects of the session, behind one seam so tests can observe them
 * (jsdom cannot navigate).
 */
export const sessionEffects = {
  /** A full page load: the 401/403 flow must drop every in-memory state (spec 8). */
  hardRedirect(path: string = PATHS.signIn): void {
    window.location.assign(path);
  },
  /** The path the browser shows (the router may not be mounted yet during the restore). */
  currentPath(): string {
    return window.location.pathname;
  },
  /**
   * Whether the page is being unloaded. Its in-flight calls are then aborted by the browser: such
   * a failure says nothing about the session and must not clear the storage the next page reads.
   */
  isLeaving(): boolean {
    return leaving;
  },
};

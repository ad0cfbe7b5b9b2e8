import { PATHS } from '@/config/paths';

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
};

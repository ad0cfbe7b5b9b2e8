import { PATHS } from '@/config/paths';

/** Whether the page started to go away while something was running; `stop` removes its listeners. */
export interface LeavingWatch {
  isLeaving(): boolean;
  stop(): void;
}

/**
 * Browser side effects of the session, behind one seam so tests can observe them
 * (jsdom cannot navigate).
 */
export const sessionEffects = {
  /** A full page load: the 401/403 flow must drop every in-memory state (docs/rules/api.md#session-expired). */
  hardRedirect(path: string = PATHS.signIn): void {
    window.location.assign(path);
  },
  /** The path the browser shows (the router may not be mounted yet during the restore). */
  currentPath(): string {
    return window.location.pathname;
  },
  /**
   * Watches, while a call runs, whether the page is being unloaded (reload, navigation away, tab
   * close). Its in-flight calls are then aborted by the browser: such a failure says nothing about
   * the session and must not clear the storage the next page reads. A page shown again (restored
   * from the back/forward cache) is no longer leaving.
   */
  watchLeaving(target: Window = window): LeavingWatch {
    let leaving = false;
    const mark = () => {
      leaving = true;
    };
    const shown = () => {
      leaving = false;
    };
    target.addEventListener('beforeunload', mark);
    target.addEventListener('pagehide', mark);
    target.addEventListener('pageshow', shown);
    return {
      isLeaving: () => leaving,
      stop: () => {
        target.removeEventListener('beforeunload', mark);
        target.removeEventListener('pagehide', mark);
        target.removeEventListener('pageshow', shown);
      },
    };
  },
};

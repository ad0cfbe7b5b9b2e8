import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { useBlocker, useLocation } from 'react-router-dom';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';
export const STORE_SWITCH_MESSAGE = 'You have unsaved changes in a form opened for this store. Switch store, leave the form and lose them?';

/** The typed values of a guarded form, with the path it was opened at. */
export interface UnsavedDraft {
  path: string;
  values: unknown;
  /** Which form of the page, where a page holds several (a planner's shift panel): none for the page's one form. */
  form?: string;
}

interface ActiveGuard {
  path: string;
  message: string;
  form?: string;
  draft?: () => unknown;
  /** The user already agreed to lose these changes (a store switch): leaving does not ask again. */
  discarded?: boolean;
}

/**
 * Whether the page may be left without asking, read at the moment it is left. The app provides
 * it from its state (src/app/AppProviders.tsx): once the session has ended (docs/rules/api.md#session-expired's expiry flow,
 * a sign-out here or in another tab) nothing may keep the page, so no form asks.
 */
export const LeaveFreelyContext = createContext<() => boolean>(() => false);

// The mounted forms that have unsaved changes: entries come and go with them (the session flow
// reads their drafts through leaveWithoutAsking; nothing else is kept).
const active = new Set<ActiveGuard>();

const asking = () => [...active].filter((guard) => !guard.discarded);

/**
 * The session-expired flow (docs/rules/api.md#session-expired) leaves the page whatever a form wants (it signs out, and a
 * signed-out page asks nothing: LeaveFreelyContext). Returns the drafts of the forms that had
 * unsaved changes, so they can be kept for after the next sign-in.
 */
export function leaveWithoutAsking(): UnsavedDraft[] {
  const drafts: UnsavedDraft[] = [];
  for (const guard of active) {
    const values = guard.draft?.();
    if (values !== undefined) drafts.push({ path: guard.path, values, ...(guard.form ? { form: guard.form } : {}) });
  }
  return drafts;
}

/**
 * @deprecated Nothing to switch back on: whether to ask follows the session (LeaveFreelyContext).
 * Kept until its last callers (src/session/sessionListeners.ts, tests) drop it.
 */
export function askAgainBeforeLeaving(): void {}

/**
 * Asks once whether the unsaved changes of the mounted forms may be lost (a store switch,
 * docs/rules/api.md#a-form-belongs-to-the-store-it-was-opened-in): true when there are none or the
 * user agrees; then the forms leave without asking again.
 */
export function confirmDiscardingChanges(message: string = UNSAVED_CHANGES_MESSAGE): boolean {
  const guards = asking();
  if (guards.length === 0) return true;
  if (!window.confirm(message)) return false;
  for (const guard of guards) guard.discarded = true;
  return true;
}

/**
 * The one navigation blocker of the app (the data router supports one): any navigation away
 * from a form with unsaved changes asks first, the browser's Back and Forward buttons included.
 * Mounted once at the top of the routes (src/app/routes.tsx).
 */
export function UnsavedChangesBlocker() {
  const leaveFreely = useContext(LeaveFreelyContext);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        asking().length > 0 &&
        !leaveFreely() &&
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [leaveFreely],
    ),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const first = asking()[0];
    if (!first || leaveFreely() || window.confirm(first.message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, leaveFreely]);
  return null;
}

/**
 * Asks before leaving a form with unsaved changes: in-app navigation (links, menu, `navigate`,
 * the browser's Back button) through the app's one blocker (UnsavedChangesBlocker), and reload or
 * tab close through `beforeunload`. `draft` gives the typed values: kept when the session expires
 * (src/session/formDrafts.tsx), under the page's path and `form` (see UnsavedDraft).
 */
export function useUnsavedChangesGuard(
  when: boolean,
  message: string = UNSAVED_CHANGES_MESSAGE,
  draft?: () => unknown,
  form?: string,
): void {
  const leaveFreely = useContext(LeaveFreelyContext);
  const { pathname } = useLocation();
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  });
  useEffect(() => {
    if (!when) return undefined;
    const entry: ActiveGuard = { path: pathname, message, form, draft: () => draftRef.current?.() };
    active.add(entry);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!entry.discarded && !leaveFreely()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      active.delete(entry);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, message, pathname, form, leaveFreely]);
}

import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';
export const STORE_SWITCH_MESSAGE =
  'You have unsaved changes in a form opened for this store. Switch store, leave the form and lose them?';

interface Navigator {
  push: (...args: never[]) => void;
  replace: (...args: never[]) => void;
}

/** The typed values of a guarded form, with the path it was opened at. */
export interface UnsavedDraft {
  path: string;
  values: unknown;
  /** Which form of the page, where a page holds several (a planner's shift panel): none for the page's one form. */
  form?: string;
}

interface ActiveGuard {
  path: string;
  form?: string;
  draft?: () => unknown;
  /** The user already agreed to lose these changes (a store switch): leaving does not ask again. */
  discarded?: boolean;
}

// Every mounted guard that currently asks, and whether asking is switched off for this page.
const active = new Set<ActiveGuard>();
let released = false;

/**
 * The session-expired flow (spec 8) must leave the page whatever a form wants: no prompt on its
 * full reload to /sign-in, none on the client-side move there. Returns the drafts of the forms
 * that had unsaved changes, so they can be kept for after the next sign-in.
 */
export function leaveWithoutAsking(): UnsavedDraft[] {
  released = true;
  const drafts: UnsavedDraft[] = [];
  for (const guard of active) {
    const values = guard.draft?.();
    if (values !== undefined) drafts.push({ path: guard.path, values, ...(guard.form ? { form: guard.form } : {}) });
  }
  return drafts;
}

/** Asking is switched on again (the page stayed, e.g. a signed-out page where the user signs in). */
export function askAgainBeforeLeaving(): void {
  released = false;
}

/**
 * Asks once whether the unsaved changes of the mounted forms may be lost (a store switch,
 * decisions.md "A form belongs to the store it was opened in"): true when there are none or the
 * user agrees; then the forms leave without asking again.
 */
export function confirmDiscardingChanges(message: string = UNSAVED_CHANGES_MESSAGE): boolean {
  const asking = [...active].filter((guard) => !guard.discarded);
  if (released || asking.length === 0) return true;
  if (!window.confirm(message)) return false;
  for (const guard of asking) guard.discarded = true;
  return true;
}

/** Makes every in-app navigation ask first; returns the undo. */
function guardNavigator(navigator: Navigator, message: string, entry: ActiveGuard): () => void {
  const { push, replace } = navigator;
  const guard =
    <F extends (...args: never[]) => void>(original: F) =>
    (...args: Parameters<F>) => {
      if (released || entry.discarded || window.confirm(message)) original.apply(navigator, args);
    };
  navigator.push = guard(push);
  navigator.replace = guard(replace);
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
}

/**
 * Asks before leaving a form with unsaved changes: in-app navigation (links, menu, `navigate`)
 * through the router's navigator, and reload or tab close through `beforeunload`. The browser's
 * Back button is not intercepted (that needs the data router's useBlocker; see App.tsx).
 * `draft` gives the typed values: kept when the session expires (src/session/formDrafts.tsx),
 * under the page's path and `form` (see UnsavedDraft).
 */
export function useUnsavedChangesGuard(
  when: boolean,
  message: string = UNSAVED_CHANGES_MESSAGE,
  draft?: () => unknown,
  form?: string,
): void {
  const context = useContext(UNSAFE_NavigationContext) as unknown as { navigator: Navigator };
  const { pathname } = useLocation();
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  });
  useEffect(() => {
    if (!when) return undefined;
    const entry: ActiveGuard = { path: pathname, form, draft: () => draftRef.current?.() };
    active.add(entry);
    const unguard = guardNavigator(context.navigator, message, entry);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!released && !entry.discarded) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      active.delete(entry);
      unguard();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, message, context, pathname, form]);
}

import { t } from '@lingui/core/macro';
import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { useBlocker, useLocation } from 'react-router-dom';

/** The question before unsaved changes are lost, read when it is asked (in the language shown then). */
const unsavedChangesMessage = (): string => t`You have unsaved changes. Leave this page and lose them?`;
export const storeSwitchMessage = (): string =>
  t`You have unsaved changes in a form opened for this store. Switch store, leave the form and lose them?`;

/** The typed values of a guarded form, with the path it was opened at. */
export interface UnsavedDraft {
  path: string;
  values: unknown;
  /** Which form of the page, where a page holds several (a planner's shift panel): none for the page's one form. */
  form?: string;
}

interface ActiveGuard {
  path: string;
  /** The question to ask; the general one when none. */
  message?: string;
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

/**
 * The mounted forms that have unsaved changes, for one app (one store): entries come and go with
 * the forms. The app creates one per store (src/app/store.ts: `createFormGuards()`), hands it to
 * the listener middleware as `extra` (the session-expired flow reads the drafts) and to React
 * through FormGuardsContext (AppProviders).
 */
export interface FormGuards {
  /** Adds a mounted form's guard; returns its removal. */
  add(guard: ActiveGuard): () => void;
  /** The guards whose changes the user has not agreed to lose. */
  asking(): ActiveGuard[];
  /**
   * The session-expired flow (docs/rules/api.md#session-expired) leaves the page whatever a form wants (it signs out,
   * and a signed-out page asks nothing: LeaveFreelyContext). Returns the drafts of the forms that
   * had unsaved changes, so they can be kept for after the next sign-in.
   */
  leaveWithoutAsking(): UnsavedDraft[];
  /**
   * Asks once whether the unsaved changes of the mounted forms may be lost (a store switch,
   * docs/rules/api.md#a-form-belongs-to-the-store-it-was-opened-in): true when there are none or
   * the user agrees; then the forms leave without asking again.
   */
  confirmDiscardingChanges(message?: string): boolean;
}

export function createFormGuards(): FormGuards {
  const active = new Set<ActiveGuard>();
  const asking = () => [...active].filter((guard) => !guard.discarded);
  return {
    add(guard) {
      active.add(guard);
      return () => {
        active.delete(guard);
      };
    },
    asking,
    leaveWithoutAsking() {
      const drafts: UnsavedDraft[] = [];
      for (const guard of active) {
        const values = guard.draft?.();
        if (values !== undefined) drafts.push({ path: guard.path, values, ...(guard.form ? { form: guard.form } : {}) });
      }
      return drafts;
    },
    confirmDiscardingChanges(message) {
      const guards = asking();
      if (guards.length === 0) return true;
      if (!window.confirm(message ?? unsavedChangesMessage())) return false;
      for (const guard of guards) guard.discarded = true;
      return true;
    },
  };
}

export const FormGuardsContext = createContext<FormGuards | null>(null);

/** The form guards of the app (FormGuardsContext, provided by src/app/AppProviders.tsx). */
export function useFormGuards(): FormGuards {
  const guards = useContext(FormGuardsContext);
  if (!guards) throw new Error('useFormGuards needs FormGuardsContext (src/app/AppProviders.tsx provides it).');
  return guards;
}

/**
 * The one navigation blocker of the app (the data router supports one): any navigation away
 * from a form with unsaved changes asks first, the browser's Back and Forward buttons included.
 * Mounted once at the top of the routes (src/app/routes.tsx).
 */
export function UnsavedChangesBlocker() {
  const leaveFreely = useContext(LeaveFreelyContext);
  const guards = useFormGuards();
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        guards.asking().length > 0 &&
        !leaveFreely() &&
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [guards, leaveFreely],
    ),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const first = guards.asking()[0];
    if (!first || leaveFreely() || window.confirm(first.message ?? unsavedChangesMessage())) blocker.proceed();
    else blocker.reset();
  }, [blocker, guards, leaveFreely]);
  return null;
}

/**
 * Asks before leaving a form with unsaved changes: in-app navigation (links, menu, `navigate`,
 * the browser's Back button) through the app's one blocker (UnsavedChangesBlocker), and reload or
 * tab close through `beforeunload`. `draft` gives the typed values: kept when the session expires
 * (src/session/formDrafts.tsx), under the page's path and `form` (see UnsavedDraft).
 */
export function useUnsavedChangesGuard(when: boolean, message?: string, draft?: () => unknown, form?: string): void {
  const leaveFreely = useContext(LeaveFreelyContext);
  const guards = useFormGuards();
  const { pathname } = useLocation();
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  });
  useEffect(() => {
    if (!when) return undefined;
    const entry: ActiveGuard = { path: pathname, ...(message ? { message } : {}), form, draft: () => draftRef.current?.() };
    const remove = guards.add(entry);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!entry.discarded && !leaveFreely()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      remove();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, message, pathname, form, guards, leaveFreely]);
}

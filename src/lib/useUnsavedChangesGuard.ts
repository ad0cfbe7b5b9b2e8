import { useContext, useEffect } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

interface Navigator {
  push: (...args: never[]) => void;
  replace: (...args: never[]) => void;
}

/** Makes every in-app navigation ask first; returns the undo. */
function guardNavigator(navigator: Navigator, message: string): () => void {
  const { push, replace } = navigator;
  const guard =
    <F extends (...args: never[]) => void>(original: F) =>
    (...args: Parameters<F>) => {
      if (window.confirm(message)) original.apply(navigator, args);
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
 */
export function useUnsavedChangesGuard(when: boolean, message: string = UNSAVED_CHANGES_MESSAGE): void {
  const context = useContext(UNSAFE_NavigationContext) as unknown as { navigator: Navigator };
  useEffect(() => {
    if (!when) return undefined;
    const unguard = guardNavigator(context.navigator, message);
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unguard();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, message, context]);
}

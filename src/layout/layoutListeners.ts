import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/lib/storeHooks';
import { resolveTheme } from './layoutLogic';
import { layoutReset, readLayoutSettings, settingsChanged, settingsOf, writeLayoutSettings, type LayoutState } from './layoutSlice';
import { type Skin, type Theme } from './layoutOptions';

// The layout slice's part of the store's state. (Its place is layoutSlice.ts, beside the slice.)
declare module '@/lib/storeHooks' {
  interface AppState {
    layout: LayoutState;
  }
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not a text
const DARK_QUERY = '(prefers-color-scheme: dark)';

function prefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY).matches : false;
}

/**
 * Applies the colour mode and skin to <html> (`data-bs-theme`, `data-skin`), so every screen,
 * the sign-in page included, follows them.
 */
export function applyDocumentTheme(theme: Theme, skin: Skin): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  html.setAttribute('data-bs-theme', resolveTheme(theme, prefersDark()));
  html.setAttribute('data-skin', skin);
}

/**
 * Persists the layout settings under the layout-config key and applies the theme whenever they
 * change. Returns the undo: it removes both listeners (the store's and the colour-scheme one).
 */
export function registerLayoutListeners(startListening: AppStartListening): () => void {
  let current = readLayoutSettings();
  applyDocumentTheme(current.theme, current.skin);

  // 'system' follows the operating system live.
  const media = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onSchemeChange = () => {
    if (current.theme === 'system') applyDocumentTheme(current.theme, current.skin);
  };
  media?.addEventListener('change', onSchemeChange);

  const stopListening = startListening({
    matcher: isAnyOf(settingsChanged, layoutReset),
    effect: (_action, api) => {
      current = settingsOf(api.getState().layout);
      writeLayoutSettings(current);
      applyDocumentTheme(current.theme, current.skin);
    },
  });
  return () => {
    stopListening();
    media?.removeEventListener('change', onSchemeChange);
  };
}

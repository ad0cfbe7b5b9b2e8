import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/store';
import { resolveTheme } from './layoutLogic';
import {
  layoutReset,
  readLayoutSettings,
  settingsChanged,
  settingsOf,
  writeLayoutSettings,
  type Skin,
  type Theme,
} from './layoutSlice';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function prefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
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

/** Persists the layout settings under the layout-config key and applies the theme whenever they change. */
export function registerLayoutListeners(startListening: AppStartListening): void {
  let current = readLayoutSettings();
  applyDocumentTheme(current.theme, current.skin);

  // 'system' follows the operating system live.
  if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
    window.matchMedia(DARK_QUERY).addEventListener('change', () => {
      if (current.theme === 'system') applyDocumentTheme(current.theme, current.skin);
    });
  }

  startListening({
    matcher: isAnyOf(settingsChanged, layoutReset),
    effect: (_action, api) => {
      current = settingsOf(api.getState().layout);
      writeLayoutSettings(current);
      applyDocumentTheme(current.theme, current.skin);
    },
  });
}

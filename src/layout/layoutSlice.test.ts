import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { STORAGE_KEYS } from '@/config/constants';
import {
  customizerToggled,
  initialLayoutState,
  LAYOUT_DEFAULTS,
  layoutReset,
  layoutSlice,
  mobileMenuToggled,
  readLayoutSettings,
  settingsChanged,
  sidenavToggled,
  viewportResized,
} from './layoutSlice';

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.layoutConfig) ?? 'null') as Record<string, unknown> | null;

describe('the layout slice (docs/rules/layout.md#layout-preferences)', () => {
  it('starts from the defaults of 4.6 with both flags off', () => {
    const state = makeStore().getState().layout;
    expect(state).toMatchObject({
      skin: 'classic',
      theme: 'light',
      orientation: 'vertical',
      sidenavSize: 'default',
      sidenavColor: 'dark',
      sidenavUserShown: true,
      topbarColor: 'light',
      position: 'fixed',
      width: 'fluid',
      mobileMenuOpen: false,
      customizerOpen: false,
    });
  });

  it('persists the settings (and only the settings) under the layout-config key', () => {
    const store = makeStore();
    store.dispatch(settingsChanged({ theme: 'dark', skin: 'saas', topbarColor: 'gradient' }));
    store.dispatch(customizerToggled(true));
    expect(stored()).toEqual({ ...LAYOUT_DEFAULTS, theme: 'dark', skin: 'saas', topbarColor: 'gradient' });
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    expect(document.documentElement).toHaveAttribute('data-skin', 'saas');
    // A new store (a reload) reads them back.
    expect(makeStore().getState().layout).toMatchObject({ theme: 'dark', skin: 'saas', topbarColor: 'gradient', customizerOpen: false });
  });

  it('resets every setting to the defaults and stores that', () => {
    const store = makeStore();
    store.dispatch(settingsChanged({ theme: 'dark', orientation: 'horizontal', sidenavUserShown: false, position: 'scrollable' }));
    store.dispatch(layoutReset());
    expect(stored()).toEqual(LAYOUT_DEFAULTS);
    expect(store.getState().layout).toMatchObject(LAYOUT_DEFAULTS);
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'light');
  });

  it('falls back to the defaults when the stored config is unreadable, without an error', () => {
    localStorage.setItem(STORAGE_KEYS.layoutConfig, '{not json');
    expect(readLayoutSettings()).toEqual(LAYOUT_DEFAULTS);
    expect(() => makeStore()).not.toThrow();
    localStorage.setItem(STORAGE_KEYS.layoutConfig, '42');
    expect(readLayoutSettings()).toEqual(LAYOUT_DEFAULTS);
  });

  it('keeps the valid stored values and replaces unknown ones (galaxy is disabled)', () => {
    localStorage.setItem(
      STORAGE_KEYS.layoutConfig,
      JSON.stringify({ theme: 'dark', skin: 'galaxy', sidenavSize: 'huge', sidenavUserShown: 'yes', orientation: 'horizontal' }),
    );
    expect(readLayoutSettings()).toEqual({ ...LAYOUT_DEFAULTS, theme: 'dark', orientation: 'horizontal' });
  });

  it('toggles the mobile-menu and customizer flags', () => {
    let state = initialLayoutState(LAYOUT_DEFAULTS, 500);
    state = layoutSlice.reducer(state, mobileMenuToggled());
    state = layoutSlice.reducer(state, customizerToggled());
    expect(state).toMatchObject({ mobileMenuOpen: true, customizerOpen: true });
    state = layoutSlice.reducer(state, customizerToggled(false));
    expect(state.customizerOpen).toBe(false);
  });
});

describe('the side navigation the screen shows', () => {
  it('applies the responsive rules to the window width and the toggle on top', () => {
    let state = initialLayoutState(LAYOUT_DEFAULTS, 1366);
    expect(state.sidenavView).toBe('default');
    state = layoutSlice.reducer(state, sidenavToggled());
    expect(state.sidenavView).toBe('condensed');
    // A resize within the same range keeps what the toggle chose.
    state = layoutSlice.reducer(state, viewportResized(1300));
    expect(state.sidenavView).toBe('condensed');
    state = layoutSlice.reducer(state, viewportResized(700));
    expect(state.sidenavView).toBe('offcanvas');
    state = layoutSlice.reducer(state, sidenavToggled());
    expect(state.mobileMenuOpen).toBe(true);
    // Growing out of offcanvas closes the menu.
    state = layoutSlice.reducer(state, viewportResized(1000));
    expect(state).toMatchObject({ sidenavView: 'condensed', mobileMenuOpen: false });
  });

  it('follows a new orientation or size from the customizer at once', () => {
    let state = initialLayoutState(LAYOUT_DEFAULTS, 1366);
    state = layoutSlice.reducer(state, settingsChanged({ sidenavSize: 'compact' }));
    expect(state.sidenavView).toBe('compact');
    state = layoutSlice.reducer(state, settingsChanged({ orientation: 'horizontal' }));
    expect(state.sidenavView).toBe('default');
    state = layoutSlice.reducer(state, viewportResized(900));
    expect(state.sidenavView).toBe('offcanvas');
  });
});

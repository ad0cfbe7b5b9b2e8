import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '@/config/constants';
import { responsiveSidenavSize, toggleSidenav } from './layoutLogic';
import {
  SKINS,
  THEMES,
  ORIENTATIONS,
  SIDENAV_SIZES,
  SIDENAV_COLORS,
  TOPBAR_COLORS,
  POSITIONS,
  WIDTHS,
  type Skin,
  type Theme,
  type Orientation,
  type SidenavSize,
  type SidenavColor,
  type TopbarColor,
  type Position,
  type Width,
} from './layoutOptions';

export interface LayoutSettings {
  skin: Skin;
  theme: Theme;
  orientation: Orientation;
  sidenavSize: SidenavSize;
  sidenavColor: SidenavColor;
  sidenavUserShown: boolean;
  topbarColor: TopbarColor;
  position: Position;
  width: Width;
}

export interface LayoutState extends LayoutSettings {
  mobileMenuOpen: boolean;
  customizerOpen: boolean;
  /** Transient: the window width the responsive rules last saw. */
  viewportWidth: number;
  /** Transient: the size the side navigation shows now (responsive rules, then the toggle). */
  sidenavView: SidenavSize;
}

/** Each list of values above starts with its default, as the table of docs/rules/layout.md#layout-preferences does. */
export const LAYOUT_DEFAULTS: LayoutSettings = {
  skin: SKINS[0],
  theme: THEMES[0],
  orientation: ORIENTATIONS[0],
  sidenavSize: SIDENAV_SIZES[0],
  sidenavColor: SIDENAV_COLORS[0],
  sidenavUserShown: true,
  topbarColor: TOPBAR_COLORS[0],
  position: POSITIONS[0],
  width: WIDTHS[0],
};

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Reads the stored config; anything unreadable falls back to the defaults, silently. */
export function readLayoutSettings(storage: Storage | undefined = globalThis.localStorage): LayoutSettings {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(STORAGE_KEYS.layoutConfig) ?? 'null');
  } catch {
    return { ...LAYOUT_DEFAULTS };
  }
  if (typeof raw !== 'object' || raw === null) return { ...LAYOUT_DEFAULTS };
  const r = raw as Record<string, unknown>;
  const d = LAYOUT_DEFAULTS;
  return {
    skin: pick(
      SKINS.filter((s) => s !== 'galaxy'),
      r.skin,
      d.skin,
    ),
    theme: pick(THEMES, r.theme, d.theme),
    orientation: pick(ORIENTATIONS, r.orientation, d.orientation),
    sidenavSize: pick(SIDENAV_SIZES, r.sidenavSize, d.sidenavSize),
    sidenavColor: pick(SIDENAV_COLORS, r.sidenavColor, d.sidenavColor),
    sidenavUserShown: typeof r.sidenavUserShown === 'boolean' ? r.sidenavUserShown : d.sidenavUserShown,
    topbarColor: pick(TOPBAR_COLORS, r.topbarColor, d.topbarColor),
    position: pick(POSITIONS, r.position, d.position),
    width: pick(WIDTHS, r.width, d.width),
  };
}

export function writeLayoutSettings(settings: LayoutSettings, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(STORAGE_KEYS.layoutConfig, JSON.stringify(settings));
  } catch {
    // A full or blocked storage only loses the preference, never the page.
  }
}

/** A desktop width when there is no window (tests, server). */
const FALLBACK_WIDTH = 1366;

function currentWidth(): number {
  return typeof window === 'undefined' ? FALLBACK_WIDTH : window.innerWidth || FALLBACK_WIDTH;
}

export function initialLayoutState(settings: LayoutSettings = readLayoutSettings(), viewportWidth: number = currentWidth()): LayoutState {
  return {
    ...settings,
    mobileMenuOpen: false,
    customizerOpen: false,
    viewportWidth,
    sidenavView: responsiveSidenavSize(settings.orientation, settings.sidenavSize, viewportWidth),
  };
}

function applyResponsiveRules(state: LayoutState): void {
  state.sidenavView = responsiveSidenavSize(state.orientation, state.sidenavSize, state.viewportWidth);
  if (state.sidenavView !== 'offcanvas') state.mobileMenuOpen = false;
}

export const layoutSlice = createSlice({
  name: 'layout',
  initialState: () => initialLayoutState(),
  reducers: {
    settingsChanged(state, action: PayloadAction<Partial<LayoutSettings>>) {
      Object.assign(state, action.payload);
      if ('orientation' in action.payload || 'sidenavSize' in action.payload) applyResponsiveRules(state);
    },
    layoutReset(state) {
      Object.assign(state, LAYOUT_DEFAULTS);
      applyResponsiveRules(state);
    },
    /** The (debounced) window width changed. */
    viewportResized(state, action: PayloadAction<number>) {
      const before = responsiveSidenavSize(state.orientation, state.sidenavSize, state.viewportWidth);
      state.viewportWidth = action.payload;
      // Only a change of the responsive range resets what the toggle chose.
      if (responsiveSidenavSize(state.orientation, state.sidenavSize, action.payload) !== before) {
        applyResponsiveRules(state);
      }
    },
    /** The top bar's sidebar toggle (docs/rules/layout.md#sidebar-toggle cycle). */
    sidenavToggled(state) {
      const next = toggleSidenav({ size: state.sidenavView, mobileMenuOpen: state.mobileMenuOpen }, state.sidenavSize);
      state.sidenavView = next.size;
      state.mobileMenuOpen = next.mobileMenuOpen;
    },
    mobileMenuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.mobileMenuOpen = action.payload ?? !state.mobileMenuOpen;
    },
    customizerToggled(state, action: PayloadAction<boolean | undefined>) {
      state.customizerOpen = action.payload ?? !state.customizerOpen;
    },
  },
  selectors: {
    selectLayout: (state) => state,
  },
});

export const { settingsChanged, layoutReset, mobileMenuToggled, customizerToggled, viewportResized, sidenavToggled } = layoutSlice.actions;
export const { selectLayout } = layoutSlice.selectors;

export function settingsOf(state: LayoutState): LayoutSettings {
  const { mobileMenuOpen: _m, customizerOpen: _c, viewportWidth: _w, sidenavView: _v, ...settings } = state;
  return settings;
}

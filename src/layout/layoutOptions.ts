/** Layout preferences of docs/rules/layout.md#layout-preferences, persisted under one layout-config key; each list starts with the default. */
export const SKINS = ['classic', 'material', 'modern', 'saas', 'flat', 'minimal', 'galaxy'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
export const ORIENTATIONS = ['vertical', 'horizontal'] as const;
export const SIDENAV_SIZES = ['default', 'compact', 'condensed', 'on-hover', 'on-hover-active', 'offcanvas'] as const;
export const SIDENAV_COLORS = ['dark', 'light', 'gray', 'gradient', 'image'] as const;
export const TOPBAR_COLORS = ['light', 'dark', 'gray', 'gradient'] as const;
export const POSITIONS = ['fixed', 'scrollable'] as const;
export const WIDTHS = ['fluid'] as const;

export type Skin = (typeof SKINS)[number];
export type Theme = (typeof THEMES)[number];
export type Orientation = (typeof ORIENTATIONS)[number];
export type SidenavSize = (typeof SIDENAV_SIZES)[number];
export type SidenavColor = (typeof SIDENAV_COLORS)[number];
export type TopbarColor = (typeof TOPBAR_COLORS)[number];
export type Position = (typeof POSITIONS)[number];
export type Width = (typeof WIDTHS)[number];

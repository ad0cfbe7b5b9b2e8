import { RESPONSIVE } from '@/config/constants';
import { type Orientation, type SidenavSize, type Theme } from './layoutOptions';

/**
 * The side-navigation size the screen shows (docs/rules/layout.md#responsive-rules responsive rules): vertical — at 767.98px
 * or less offcanvas, up to 1140px condensed, else the chosen size; horizontal — below 992px
 * offcanvas (the menu moves into the side panel), else the top navigation (default).
 */
export function responsiveSidenavSize(orientation: Orientation, chosen: SidenavSize, width: number): SidenavSize {
  if (orientation === 'horizontal') {
    return width < RESPONSIVE.horizontalOffcanvasBelow ? 'offcanvas' : 'default';
  }
  if (width <= RESPONSIVE.verticalOffcanvasMaxWidth) return 'offcanvas';
  if (width <= RESPONSIVE.verticalCondensedMaxWidth) return chosen === 'offcanvas' ? 'offcanvas' : 'condensed';
  return chosen;
}

export interface SidenavView {
  size: SidenavSize;
  mobileMenuOpen: boolean;
}

/**
 * The sidebar toggle (docs/rules/layout.md#sidebar-toggle): in offcanvas it opens or closes the menu; compact toggles with
 * condensed; on-hover with on-hover-active; otherwise default and condensed alternate. From
 * condensed it returns to compact when compact is the chosen size, else to default.
 */
export function toggleSidenav(view: SidenavView, chosen: SidenavSize): SidenavView {
  switch (view.size) {
    case 'offcanvas':
      return { size: 'offcanvas', mobileMenuOpen: !view.mobileMenuOpen };
    case 'compact':
      return { size: 'condensed', mobileMenuOpen: false };
    case 'on-hover':
      return { size: 'on-hover-active', mobileMenuOpen: false };
    case 'on-hover-active':
      return { size: 'on-hover', mobileMenuOpen: false };
    case 'condensed':
      return { size: chosen === 'compact' ? 'compact' : 'default', mobileMenuOpen: false };
    case 'default':
      return { size: 'condensed', mobileMenuOpen: false };
  }
}

/** The colour mode to apply: 'system' follows the operating system's preference. */
export function resolveTheme(theme: Theme, prefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

/** Whether the backdrop (and with it the page scroll lock) shows. */
export function backdropShown(view: SidenavView): boolean {
  return view.size === 'offcanvas' && view.mobileMenuOpen;
}

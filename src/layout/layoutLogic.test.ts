import { describe, expect, it } from 'vitest';
import { backdropShown, resolveTheme, responsiveSidenavSize, toggleSidenav } from './layoutLogic';
import { SIDENAV_SIZES } from './layoutOptions';

describe('the sidebar toggle cycle (docs/rules/layout.md#sidebar-toggle)', () => {
  it('opens and closes the menu in offcanvas', () => {
    expect(toggleSidenav({ size: 'offcanvas', mobileMenuOpen: false }, 'default')).toEqual({ size: 'offcanvas', mobileMenuOpen: true });
    expect(toggleSidenav({ size: 'offcanvas', mobileMenuOpen: true }, 'default')).toEqual({ size: 'offcanvas', mobileMenuOpen: false });
  });

  it('toggles compact with condensed, back to compact when compact is chosen', () => {
    expect(toggleSidenav({ size: 'compact', mobileMenuOpen: false }, 'compact').size).toBe('condensed');
    expect(toggleSidenav({ size: 'condensed', mobileMenuOpen: false }, 'compact').size).toBe('compact');
  });

  it('alternates default and condensed otherwise', () => {
    expect(toggleSidenav({ size: 'default', mobileMenuOpen: false }, 'default').size).toBe('condensed');
    expect(toggleSidenav({ size: 'condensed', mobileMenuOpen: false }, 'default').size).toBe('default');
    expect(toggleSidenav({ size: 'condensed', mobileMenuOpen: false }, 'condensed').size).toBe('default');
    // Condensed by the responsive rule while on-hover is chosen: back to default.
    expect(toggleSidenav({ size: 'condensed', mobileMenuOpen: false }, 'on-hover').size).toBe('default');
  });

  it('toggles on-hover with on-hover-active', () => {
    expect(toggleSidenav({ size: 'on-hover', mobileMenuOpen: false }, 'on-hover').size).toBe('on-hover-active');
    expect(toggleSidenav({ size: 'on-hover-active', mobileMenuOpen: false }, 'on-hover').size).toBe('on-hover');
  });

  it('has an answer for every size, and only offcanvas ever opens the menu', () => {
    for (const size of SIDENAV_SIZES) {
      const next = toggleSidenav({ size, mobileMenuOpen: false }, size);
      expect(SIDENAV_SIZES).toContain(next.size);
      expect(next.mobileMenuOpen).toBe(size === 'offcanvas');
    }
  });

  it('shows the backdrop only for an open offcanvas menu', () => {
    expect(backdropShown({ size: 'offcanvas', mobileMenuOpen: true })).toBe(true);
    expect(backdropShown({ size: 'offcanvas', mobileMenuOpen: false })).toBe(false);
    expect(backdropShown({ size: 'default', mobileMenuOpen: true })).toBe(false);
  });
});

describe('the responsive rules (docs/rules/layout.md#responsive-rules)', () => {
  it('vertical: offcanvas at 767.98px or less, condensed up to 1140px, else the chosen size', () => {
    expect(responsiveSidenavSize('vertical', 'default', 767.98)).toBe('offcanvas');
    expect(responsiveSidenavSize('vertical', 'default', 768)).toBe('condensed');
    expect(responsiveSidenavSize('vertical', 'default', 1140)).toBe('condensed');
    expect(responsiveSidenavSize('vertical', 'default', 1141)).toBe('default');
    expect(responsiveSidenavSize('vertical', 'compact', 1141)).toBe('compact');
    expect(responsiveSidenavSize('vertical', 'on-hover', 1000)).toBe('condensed');
    expect(responsiveSidenavSize('vertical', 'offcanvas', 1000)).toBe('offcanvas');
    expect(responsiveSidenavSize('vertical', 'offcanvas', 1400)).toBe('offcanvas');
    expect(responsiveSidenavSize('vertical', 'compact', 500)).toBe('offcanvas');
  });

  it('horizontal: offcanvas below 992px, else default', () => {
    expect(responsiveSidenavSize('horizontal', 'default', 991)).toBe('offcanvas');
    expect(responsiveSidenavSize('horizontal', 'default', 991.98)).toBe('offcanvas');
    expect(responsiveSidenavSize('horizontal', 'default', 992)).toBe('default');
    expect(responsiveSidenavSize('horizontal', 'condensed', 1400)).toBe('default');
  });
});

describe('the colour mode', () => {
  it('uses light or dark as chosen and follows the system preference for system', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });
});

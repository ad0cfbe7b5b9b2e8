import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '@/lib/storeHooks';
import { IS_PRODUCTION } from '@/config/env';
import { MESSAGES } from '@/config/messages';
import { routesOf, useAppModules } from '@/lib/appModule';
import { useMediaQuery } from '@/lib/useMediaQuery';
import { useCanFn } from '@/session/useSession';
import { Footer } from './Footer';
import { HorizontalNav } from './HorizontalNav';
import { resolveTheme } from './layoutLogic';
import { mobileMenuToggled, selectLayout } from './layoutSlice';
import { buildMenu, filterMenu } from './menu';
import { openablePages } from './quickSearch';
import { SideNav } from './SideNav';
import { Topbar } from './Topbar';
import { useShellEffects } from './useShellEffects';

const Customizer = lazy(() => import('./Customizer').then((m) => ({ default: m.Customizer })));

const DARK_SIDENAV = new Set(['dark', 'gradient', 'image']);
const DARK_TOPBAR = new Set(['dark', 'gradient']);

// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not a text
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The main layout (docs/rules/layout.md#shell): side menu or top navigation, top bar, content, footer, customizer. */
export function AppShell() {
  const dispatch = useAppDispatch();
  const layout = useAppSelector(selectLayout);
  const { pathname } = useLocation();
  const can = useCanFn();
  const storeId = useAppSelector((s) => s.currentStore.store?.id ?? null);
  const globalPermissions = useAppSelector((s) => s.auth.userInfo?.globalPermissions);
  const hasStore = storeId !== null;
  const modules = useAppModules();
  // The page titles the quick search offers are made in the active language: again when it changes.
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const menu = useMemo(() => buildMenu(modules), [modules]);
  useShellEffects(layout, pathname);

  // The loading placeholder of docs/rules/layout.md#shell: shown until the layout has mounted.
  const preloaderRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (preloaderRef.current) preloaderRef.current.hidden = true;
  }, []);

  // Recomputed when the permissions or the store change (`can` reads them from the store).
  const items = useMemo(
    () => filterMenu(menu, { can, hasStore, production: IS_PRODUCTION }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- storeId and globalPermissions are what `can` depends on
    [can, storeId, globalPermissions, menu, modules],
  );
  const pages = useMemo(
    () => openablePages(routesOf(modules), can, hasStore),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above, and the language the titles are made in
    [can, storeId, globalPermissions, menu, modules, locale],
  );
  const sources = useMemo(
    () => modules.flatMap((m) => m.searchSources ?? []).filter((s) => can(s.permission) && (!s.requireStore || hasStore)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [can, storeId, globalPermissions, menu, modules],
  );

  // Live, so the top bar and side menu follow the system too when the theme is 'system'.
  const systemDark = useMediaQuery(DARK_QUERY);
  const resolvedTheme = resolveTheme(layout.theme, systemDark);
  const view = layout.sidenavView;
  const offcanvas = view === 'offcanvas';
  const horizontal = layout.orientation === 'horizontal';
  const sideMenu = !horizontal || offcanvas;
  const showUserBox = sideMenu && layout.sidenavUserShown && view !== 'condensed';

  return (
    <div
      className="so-shell"
      data-layout={horizontal ? 'horizontal' : 'vertical'}
      data-sidenav={sideMenu ? view : 'none'}
      data-sidenav-color={layout.sidenavColor}
      data-topbar-color={layout.topbarColor}
      data-position={layout.position}
      data-menu-open={offcanvas && layout.mobileMenuOpen ? 'true' : undefined}
    >
      <a className="visually-hidden-focusable so-skip" href="#main-content">
        {t`Skip to main content`}
      </a>
      {sideMenu && (
        <SideNav
          items={items}
          pathname={pathname}
          showUserBox={showUserBox}
          colorScheme={DARK_SIDENAV.has(layout.sidenavColor) ? 'dark' : resolvedTheme}
          offcanvas={offcanvas}
          offcanvasOpen={layout.mobileMenuOpen}
          onNavigate={() => dispatch(mobileMenuToggled(false))}
        />
      )}
      {offcanvas && layout.mobileMenuOpen && (
        <div className="so-backdrop" aria-hidden="true" onClick={() => dispatch(mobileMenuToggled(false))} />
      )}
      <div className="so-page">
        <Topbar
          colorScheme={DARK_TOPBAR.has(layout.topbarColor) ? 'dark' : resolvedTheme}
          resolvedTheme={resolvedTheme}
          showToggle={sideMenu}
          showBrand={horizontal || offcanvas}
          showUserName={!showUserBox}
          pages={pages}
          sources={sources}
          can={can}
          storeId={storeId}
        >
          {!sideMenu && <HorizontalNav items={items} pathname={pathname} />}
        </Topbar>
        <main id="main-content" className="so-content" tabIndex={-1}>
          {/* A page that cannot load or render shows its route's error element (RouteError, src/session/chunkErrors.tsx). */}
          <Outlet />
        </main>
        <Footer />
      </div>
      {layout.customizerOpen && (
        <Suspense fallback={null}>
          <Customizer />
        </Suspense>
      )}
      <div className="so-preloader" ref={preloaderRef}>
        <span className="spinner-border text-primary" aria-hidden="true" />
        <span className="visually-hidden">{MESSAGES.loading}</span>
      </div>
    </div>
  );
}

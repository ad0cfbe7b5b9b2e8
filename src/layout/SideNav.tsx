import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME, TIMINGS } from '@/config/constants';
import { PATHS } from '@/config/paths';
import type { MenuItem } from './menu';
import { MenuTree, useScrollActiveIntoView } from './MenuTree';
import { SideUserBox } from './UserMenus';

/** The brand link home. Its name is written out, as narrow layouts hide the text (`.so-brand-name`). */
export function Brand({ className = '' }: { className?: string }) {
  return (
    <Link to={PATHS.root} className={`so-brand ${className}`} aria-label={PRODUCT_NAME}>
      <span className="so-brand-mark" aria-hidden="true">
        S
      </span>
      <span className="so-brand-name">{PRODUCT_NAME}</span>
    </Link>
  );
}

interface Props {
  items: readonly MenuItem[];
  pathname: string;
  showUserBox: boolean;
  colorScheme: 'light' | 'dark';
  /** Choosing an item closes the off-canvas menu. */
  onNavigate: () => void;
  offcanvasOpen: boolean;
  offcanvas: boolean;
}

/** The side navigation: brand, user box, and the menu (docs/rules/layout.md#side-menu, docs/rules/layout.md#shell). */
export function SideNav({ items, pathname, showUserBox, colorScheme, onNavigate, offcanvas, offcanvasOpen }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  useScrollActiveIntoView(scrollRef, {
    delayMs: TIMINGS.menuScrollDelayMs,
    durationMs: TIMINGS.menuScrollAnimationMs,
    ratio: TIMINGS.menuScrollTargetRatio,
  });
  return (
    <aside
      className={`so-sidenav${offcanvas && offcanvasOpen ? ' show' : ''}`}
      data-bs-theme={colorScheme}
      // Closed off-canvas, the menu is out of reach for keyboard and screen readers too.
      inert={offcanvas && !offcanvasOpen ? true : undefined}
    >
      <Brand className="so-sidenav-brand" />
      <div className="so-sidenav-scroll" ref={scrollRef}>
        {showUserBox && <SideUserBox />}
        <nav aria-label={t`Main`}>
          <MenuTree items={items} pathname={pathname} onNavigate={offcanvas ? onNavigate : undefined} />
        </nav>
      </div>
    </aside>
  );
}

import { Link } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MEGA_MENU_MAX_HEIGHT_PX } from '@/config/constants';
import type { Permission } from '@/config/permissions';
import { routesOf, SHORTCUT_COLUMNS, useAppModules, type AppModule, type ModuleRoute, type ShownText } from '@/lib/appModule';
import { Icon } from './icons';
import { useMenuButton } from './useMenuButton';

/** Columns of the mega menu: shortcuts to pages (the modules' `shortcuts`), shown only when the user may open them. `key` names the column's heading id. */
const TITLES: Record<(typeof SHORTCUT_COLUMNS)[number], ShownText> = {
  create: msg`Create`,
  'daily-work': msg`Daily work`,
  reports: msg`Reports`,
};

function megaMenuColumns(modules: readonly AppModule[], can: (p: Permission) => boolean, hasStore: boolean) {
  const routes = routesOf(modules);
  const shortcuts = modules.flatMap((m) => m.shortcuts ?? []).sort((a, b) => a.order - b.order);
  return SHORTCUT_COLUMNS.map((key) => ({
    key,
    title: TITLES[key],
    links: shortcuts
      .filter((s) => s.column === key)
      .map((s) => routes.find((r) => r.path === s.path))
      .filter((r): r is ModuleRoute => r !== undefined && can(r.permission) && (!r.requireStore || hasStore))
      .map((r) => ({ to: r.path, label: r.title })),
  })).filter((col) => col.links.length > 0);
}

/** The top bar's mega menu (docs/rules/layout.md#shell): a panel of links, at most 380px high. */
export function MegaMenu({ can, hasStore }: { can: (p: Permission) => boolean; hasStore: boolean }) {
  const { open, close, buttonProps, panelProps } = useMenuButton({ menu: false });
  const { i18n, t } = useLingui();
  const modules = useAppModules();
  const columns = megaMenuColumns(modules, can, hasStore);
  if (columns.length === 0) return null;
  return (
    <div className="so-mega position-relative d-none d-md-block">
      <button type="button" className="btn so-topbar-btn d-flex align-items-center gap-1" aria-label={t`Shortcuts`} {...buttonProps}>
        <Icon name="grid" />
        <span className="d-none d-xl-inline">{t`Shortcuts`}</span>
        <Icon name="chevronDown" size={14} />
      </button>
      {open && (
        <div
          className="so-mega-panel so-popup shadow"
          style={{ maxHeight: MEGA_MENU_MAX_HEIGHT_PX }}
          {...panelProps}
          aria-labelledby={undefined}
          aria-label={t`Shortcuts`}
          role="region"
        >
          <div className="row g-3">
            {columns.map((col) => (
              <div className="col-12 col-sm" key={col.key}>
                <div className="so-mega-title" id={`so-mega-${col.key}`}>
                  {i18n._(col.title)}
                </div>
                <ul className="list-unstyled mb-0" aria-labelledby={`so-mega-${col.key}`}>
                  {col.links.map((l) => (
                    <li key={l.to}>
                      <Link className="so-mega-link" to={l.to} onClick={() => close()}>
                        {i18n._(l.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

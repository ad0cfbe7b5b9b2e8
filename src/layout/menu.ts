import { msg } from '@lingui/core/macro';
import type { Permission } from '@/config/permissions';
import {
  routesOf,
  type AppModule,
  type MenuEntry,
  type MenuGroup,
  type MenuSection,
  type ModuleIcon,
  type ShownText,
} from '@/lib/appModule';
import { ICON_PATHS, type IconName } from './icons';

/**
 * One entry of the side menu (docs/rules/layout.md#side-menu). A section title has `isTitle`; a group has `children`;
 * a link has `url`. `badge` is for demo entries only; `showInProduction: false` keeps template
 * entries out of production builds; `isSpecial` renders an item highlighted.
 */
export interface MenuItem {
  key: string;
  /** Shown in the active language where the menu is drawn (`i18n._(label)`). */
  label: ShownText;
  icon?: IconName | ModuleIcon;
  url?: string;
  requiredPermission?: Permission;
  requireStoreContext?: boolean;
  children?: MenuItem[];
  badge?: { value: number; variant: 'primary' | 'success' | 'danger' | 'secondary' };
  showInProduction?: boolean;
  isDisabled?: boolean;
  isTitle?: boolean;
  isSpecial?: boolean;
}

type Section = MenuSection;

const SECTIONS: readonly { key: Section; label: ShownText }[] = [
  { key: 'overview', label: msg`Overview` },
  { key: 'operations', label: msg`Operations` },
  { key: 'team', label: msg`Team` },
  { key: 'administration', label: msg`Administration` },
];

/** A shell icon by name, or a module's own drawing; an unknown name draws nothing. */
function iconOf(icon: string | ModuleIcon | undefined): { icon?: IconName | ModuleIcon } {
  if (icon === undefined) return {};
  if (typeof icon !== 'string') return { icon };
  return icon in ICON_PATHS ? { icon: icon as IconName } : {};
}

/**
 * The production menu from the modules' links, in their order, grouped in titled sections: a
 * link takes its route's permission and store rule (written once, in its module).
 */
export function buildMenu(modules: readonly AppModule[]): MenuItem[] {
  const routes = routesOf(modules);
  // The groups the modules declare, which links of any module join: shown with their permission (and a store, with `inStore`) when a child is.
  const declared = new Map<string, MenuGroup>(modules.flatMap((m) => Object.entries(m.menuGroups ?? {})));
  const link = (entry: MenuEntry, key: string): MenuItem => {
    const route = routes.find((r) => r.path === entry.path);
    if (!route) throw new Error(`The menu entry ${key} leads to no route (${entry.path})`);
    return {
      key,
      label: entry.label,
      ...iconOf(entry.icon),
      url: route.path,
      requiredPermission: route.permission,
      requireStoreContext: route.requireStore,
    };
  };
  const entries = modules.flatMap((m) => m.menu ?? []).sort((a, b) => a.order - b.order);
  const bySection = new Map<Section, MenuItem[]>(SECTIONS.map((s) => [s.key, []]));
  const groups = new Map<string, MenuItem>();
  for (const entry of entries) {
    const group = entry.group ? declared.get(entry.group) : undefined;
    if (entry.group && group) {
      let item = groups.get(entry.group);
      if (!item) {
        const store = group.inStore ? { requireStoreContext: true } : {};
        item = {
          key: entry.group,
          label: group.label,
          ...iconOf(group.icon),
          requiredPermission: group.permission,
          ...store,
          children: [],
        };
        groups.set(entry.group, item);
        bySection.get(group.section)?.push(item);
      }
      item.children?.push(link(entry, `${entry.group}-${entry.key}`));
    } else {
      bySection.get(entry.section ?? 'operations')?.push(link(entry, entry.key));
    }
  }
  return SECTIONS.flatMap((s) => {
    const items = bySection.get(s.key) ?? [];
    return items.length ? [{ key: `title-${s.key}`, label: s.label, isTitle: true }, ...items] : [];
  });
}

export interface MenuAccess {
  can: (permission: Permission) => boolean;
  hasStore: boolean;
  /** Production builds drop entries flagged `showInProduction: false`. */
  production: boolean;
}

function allowed(item: MenuItem, access: MenuAccess): boolean {
  if (item.requiredPermission && !access.can(item.requiredPermission)) return false;
  if (item.requireStoreContext && !access.hasStore) return false;
  if (access.production && item.showInProduction === false) return false;
  return true;
}

/**
 * The entries this user may see now (docs/rules/layout.md#side-menu): each needs its permission and, where flagged, a
 * current store; a parent with no visible children is hidden; a section title with nothing
 * visible before the next title is hidden too.
 */
export function filterMenu(items: readonly MenuItem[], access: MenuAccess): MenuItem[] {
  const visible: MenuItem[] = [];
  for (const item of items) {
    if (!allowed(item, access)) continue;
    if (item.children) {
      const children = filterMenu(item.children, access);
      if (children.length === 0) continue;
      visible.push({ ...item, children });
    } else {
      visible.push(item);
    }
  }
  return visible.filter((item, i) => {
    if (!item.isTitle) return true;
    const next = visible[i + 1];
    return next !== undefined && !next.isTitle;
  });
}

/** Every link of the tree, depth first, with the keys of the groups above it. */
export function flattenLinks(items: readonly MenuItem[], parents: string[] = []): { item: MenuItem; parents: string[] }[] {
  return items.flatMap((item) =>
    item.children ? flattenLinks(item.children, [...parents, item.key]) : item.url && !item.isTitle ? [{ item, parents }] : [],
  );
}

/**
 * The active item: the one whose url the current path ends with (docs/rules/layout.md#side-menu). When several do,
 * the longest url wins, so `/inventory/analysis` beats a hypothetical `/analysis`.
 */
export function findActive(items: readonly MenuItem[], pathname: string): { item: MenuItem; parents: string[] } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: { item: MenuItem; parents: string[] } | null = null;
  for (const entry of flattenLinks(items)) {
    const url = entry.item.url ?? '';
    if (!entry.item.isDisabled && path.endsWith(url) && (!best || url.length > (best.item.url ?? '').length)) {
      best = entry;
    }
  }
  return best;
}

/** The groups that open by themselves: those holding the active item (docs/rules/layout.md#side-menu). */
export function groupsToOpen(items: readonly MenuItem[], pathname: string): string[] {
  return findActive(items, pathname)?.parents ?? [];
}

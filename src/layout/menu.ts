import { routeRule } from '@/app/routeTable';
import { PATHS } from '@/config/paths';
import { PERMISSIONS, type Permission } from '@/config/permissions';
import type { IconName } from './icons';

/**
 * One entry of the side menu (spec 2.5). A section title has `isTitle`; a group has `children`;
 * a link has `url`. `badge` is for demo entries only; `showInProduction: false` keeps template
 * entries out of production builds; `isSpecial` renders an item highlighted.
 */
export interface MenuItem {
  key: string;
  label: string;
  icon?: IconName;
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

const P = PERMISSIONS;

/** A menu link's target, permission and store rule, taken from the route table (written once there). */
function link(path: string): Pick<MenuItem, 'url' | 'requiredPermission' | 'requireStoreContext'> {
  const rule = routeRule(path);
  return { url: rule.path, requiredPermission: rule.permission, requireStoreContext: rule.requireStore };
}

/** A link of a group: its key (after the group's, `inventory-overview`), label and route. */
type GroupLink = readonly [key: string, label: string, path: string];

/** A group of links: shown with its permission (and, with `inStore`, a current store) when a child is. */
function group(
  key: string,
  label: string,
  icon: IconName,
  requiredPermission: Permission,
  inStore: boolean,
  links: readonly GroupLink[],
): MenuItem {
  const children = links.map(([child, childLabel, path]): MenuItem => ({ key: `${key}-${child}`, label: childLabel, ...link(path) }));
  return { key, label, icon, requiredPermission, ...(inStore ? { requireStoreContext: true } : {}), children };
}

/** The production entries of spec 2.5, in order, grouped in titled sections. */
export const MENU: readonly MenuItem[] = [
  { key: 'title-overview', label: 'Overview', isTitle: true },
  { key: 'dashboard', label: 'Dashboard', icon: 'dashboard', ...link(PATHS.dashboard) },

  { key: 'title-operations', label: 'Operations', isTitle: true },
  group('inventory', 'Inventory', 'inventory', P.inventoryRead, true, [
    ['overview', 'Overview', PATHS.inventory],
    ['analysis', 'Analysis', PATHS.inventoryAnalysis],
    ['update', 'Update', PATHS.inventoryPatch],
  ]),
  { key: 'time-entry', label: 'Time Entry', icon: 'clock', ...link(PATHS.timeEntryForm) },
  { key: 'suppliers', label: 'Suppliers', icon: 'truck', ...link(PATHS.suppliers) },
  { key: 'products', label: 'Products', icon: 'box', ...link(PATHS.products) },
  { key: 'orders', label: 'Orders', icon: 'cart', ...link(PATHS.orders) },
  { key: 'invoices', label: 'Invoices', icon: 'receipt', ...link(PATHS.invoices) },

  { key: 'title-team', label: 'Team', isTitle: true },
  group('shift', 'Shift', 'calendar', P.shiftWrite, true, [
    ['planning', 'Planning', PATHS.shifts],
    ['own', 'Update availability', PATHS.shiftOwn],
    ['team', 'Update team availability', PATHS.shiftPatch],
    ['report', 'Report', PATHS.shiftsReport],
    ['review', 'Timesheet review', PATHS.timeEntryReview],
    ['my-tips', 'My hours and tips', PATHS.myTips],
  ]),

  { key: 'title-administration', label: 'Administration', isTitle: true },
  group('store', 'Store', 'store', P.storesWrite, false, [
    ['list', 'List', PATHS.stores],
    ['financial', 'Financial Details', PATHS.storeFinancialDetails],
    ['shifts', 'Shift Details', PATHS.storeShifts],
  ]),
  { key: 'permissions', label: 'Permissions', icon: 'shield', ...link(PATHS.permissions) },
  group('finance', 'Finance', 'coins', P.tipRead, true, [
    ['tips', 'Tips', PATHS.tips],
    ['employees', 'Employee Details', PATHS.userFinancialDetails],
  ]),
];

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
 * The entries this user may see now (spec 2.5): each needs its permission and, where flagged, a
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
    item.children
      ? flattenLinks(item.children, [...parents, item.key])
      : item.url && !item.isTitle
        ? [{ item, parents }]
        : [],
  );
}

/**
 * The active item: the one whose url the current path ends with (spec 2.5). When several do,
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

/** The groups that open by themselves: those holding the active item (spec 2.5). */
export function groupsToOpen(items: readonly MenuItem[], pathname: string): string[] {
  return findActive(items, pathname)?.parents ?? [];
}

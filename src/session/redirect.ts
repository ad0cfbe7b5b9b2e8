import { SHARED_PERMISSIONS, type Permission } from '@/config/permissions';

/** The time clock, and the dashboard the spec falls back to (pages of the time-entries and dashboard modules). */
export const TIME_CLOCK_PATH = '/time-entry/form';
export const DASHBOARD_PATH = '/dashboard';
/** The store list, the one page a user without a store may open (docs/rules/session.md#store-context). */
export const STORE_LIST_PATH = '/stores';

/**
 * The post-login order of docs/rules/session.md#post-login-redirect: the first route the user may open.
 * The spec's table as it writes it, paths included; each is a page of a module (src/app/routes.test.tsx checks them
 * against the route table).
 */
export const POST_LOGIN_ORDER: readonly { permission: Permission; path: string }[] = [
  { permission: 'inventory.write', path: '/inventory/patch' },
  { permission: 'inventory.read', path: '/inventory' },
  { permission: 'orders.read', path: '/orders' },
  { permission: 'products.read', path: '/products' },
  { permission: 'suppliers.read', path: '/suppliers' },
  { permission: SHARED_PERMISSIONS.dashboardRead, path: '/dashboard' },
  { permission: SHARED_PERMISSIONS.reportsRead, path: '/reports' },
  { permission: 'products.write', path: '/product' },
  { permission: 'suppliers.write', path: '/supplier' },
  { permission: 'shift.write', path: '/shift' },
  { permission: 'shift.read', path: '/shifts' },
];

/**
 * The spec's order first; when nothing in it matches, the time clock for someone who may clock in
 * (issue #30: staff without a dashboard permission never get a 403 page as their home), else the
 * dashboard as the spec says.
 */
export function landingPath(can: (permission: Permission) => boolean): string {
  const first = POST_LOGIN_ORDER.find((entry) => can(entry.permission))?.path;
  if (first) return first;
  return can('time_entry.write') ? TIME_CLOCK_PATH : DASHBOARD_PATH;
}

/**
 * A remembered location is used only when it is a same-origin path (docs/rules/session.md#post-login-redirect): it starts
 * with one `/`, not `//` or `/\`, and is not an absolute or scripted URL.
 */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate === '') return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return null;
  }
  // Control characters and backslashes can be normalised into a host by browsers.
  if ([...candidate].some((ch) => ch.charCodeAt(0) < 32 || ch === '\\')) return null;
  try {
    const url = new URL(candidate, 'http://storeops.invalid');
    if (url.origin !== 'http://storeops.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

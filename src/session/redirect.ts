import { PATHS } from '@/config/paths';
import { PERMISSIONS, type Permission } from '@/config/permissions';

/** The post-login order of docs/rules/session.md#post-login-redirect: the first route the user may open. */
export const POST_LOGIN_ORDER: readonly { permission: Permission; path: string }[] = [
  { permission: PERMISSIONS.inventoryWrite, path: PATHS.inventoryPatch },
  { permission: PERMISSIONS.inventoryRead, path: PATHS.inventory },
  { permission: PERMISSIONS.ordersRead, path: PATHS.orders },
  { permission: PERMISSIONS.productsRead, path: PATHS.products },
  { permission: PERMISSIONS.suppliersRead, path: PATHS.suppliers },
  { permission: PERMISSIONS.dashboardRead, path: PATHS.dashboard },
  { permission: PERMISSIONS.reportsRead, path: PATHS.reports },
  { permission: PERMISSIONS.productsWrite, path: PATHS.productNew },
  { permission: PERMISSIONS.suppliersWrite, path: PATHS.supplierNew },
  { permission: PERMISSIONS.shiftWrite, path: PATHS.shiftOwn },
  { permission: PERMISSIONS.shiftRead, path: PATHS.shifts },
];

/**
 * The spec's order first; when nothing in it matches, the time clock for someone who may clock in
 * (issue #30: staff without a dashboard permission never get a 403 page as their home), else the
 * dashboard as the spec says.
 */
export function landingPath(can: (permission: Permission) => boolean): string {
  const first = POST_LOGIN_ORDER.find((entry) => can(entry.permission))?.path;
  if (first) return first;
  return can(PERMISSIONS.timeEntryWrite) ? PATHS.timeEntryForm : PATHS.dashboard;
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

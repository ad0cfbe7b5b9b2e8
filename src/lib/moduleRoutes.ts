import type { Permission } from '@/config/permissions';
import type { ModuleRoute, RoutePrefetch, ShownText } from './appModule';

/** The makers of a module's paths and routes, for its `paths.ts` and `module.ts` (./appModule.ts says what a module declares). */

/**
 * The paths of one kind of record (`order`): its list `/orders` (key `orders`), its new form
 * `/order` (`orderNew`), one record `/order/<id>` (`order(id)`) and that route's pattern
 * `/order/:orderId` (`orderRoute`, the parameter its page reads). A module spreads them into
 * its own `paths.ts`.
 */
type RecordPaths<K extends string> = Record<`${K}s` | `${K}New` | `${K}Route`, string> & Record<K, (id: string) => string>;

/* eslint-disable lingui/no-unlocalized-strings -- route paths and object keys built from a kind, no text */
export function recordPaths<K extends string>(kind: K, { list = `/${kind}s`, param = `${kind}Id` } = {}): RecordPaths<K> {
  const base = `/${kind}`;
  const paths = {
    [`${kind}s`]: list,
    [`${kind}New`]: base,
    [kind]: (id: string) => `${base}/${encodeURIComponent(id)}`,
    [`${kind}Route`]: `${base}/:${param}`,
  };
  // The keys above are the ones RecordPaths names (TypeScript types computed keys as string).
  return paths as RecordPaths<K>;
}
/* eslint-enable lingui/no-unlocalized-strings */

/** A route maker inside the current store (`requireStore`) or outside any (store management). */
const routeIn =
  (requireStore: boolean) =>
  (path: string, title: ShownText, permission: Permission, page: ModuleRoute['page'], extra: Partial<ModuleRoute> = {}): ModuleRoute => ({
    path,
    title,
    permission,
    requireStore,
    page,
    ...extra,
  });
/** A route inside the current store. */
export const storeRoute = routeIn(true);
/** A route outside any store (store management). */
export const globalRoute = routeIn(false);

/**
 * The three pages of a kind of record: its list (`titles.list`, `access.read`), its new form
 * (`titles.create`, `access.write`) and one record (`titles.record`, `access.record`, by default
 * `read`), both served by the edit page; `titles.back` names the way back to the list. Whole texts
 * each: German declines "Neuer Lieferant", "Neues Produkt". `options.prefetch` starts the list's
 * first queries; store management sets `requireStore: false`.
 */
export function recordPages(
  paths: { list: string; create: string; record: string },
  titles: { list: ShownText; create: ShownText; record: ShownText; back: ShownText },
  access: { read: Permission; write: Permission; record?: Permission },
  pages: { list: ModuleRoute['page']; edit: ModuleRoute['page'] },
  { requireStore = true, prefetch }: { requireStore?: boolean; prefetch?: RoutePrefetch } = {},
): [list: ModuleRoute, create: ModuleRoute, record: ModuleRoute] {
  const { back } = titles;
  return [
    { path: paths.list, title: titles.list, permission: access.read, requireStore, page: pages.list, ...(prefetch ? { prefetch } : {}) },
    { path: paths.create, title: titles.create, back, permission: access.write, requireStore, page: pages.edit },
    { path: paths.record, title: titles.record, back, permission: access.record ?? access.read, requireStore, page: pages.edit },
  ];
}

import type { Permission } from '@/config/permissions';
import type { RouteRule, SearchResult } from '@/lib/appModule';
import { i18n } from '@/lib/i18n/i18n';
import { normalise } from '@/lib/normalise';

/**
 * Pages are only offered when they exist without an id, the user holds the permission and, where needed, a store is set.
 * Their titles are in the language active now (searched and shown in it): made again when it changes.
 */
export function openablePages(routes: readonly RouteRule[], can: (permission: Permission) => boolean, hasStore: boolean): SearchResult[] {
  return routes
    .filter((r) => !r.path.includes(':') && can(r.permission) && (!r.requireStore || hasStore))
    .map((r) => ({ id: `page:${r.path}`, label: i18n._(r.title), description: r.path, to: r.path }));
}

/**
 * Pages matching the query: every word must appear in the title or path. Titles starting with the
 * query come first, then alphabetical. At most `limit` results.
 */
export function searchPages(pages: readonly SearchResult[], query: string, limit = 8): SearchResult[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const q = words.join(' ');
  return pages
    .filter((p) => {
      const haystack = normalise(`${p.label} ${p.description ?? ''}`);
      return words.every((w) => haystack.includes(w));
    })
    .sort((a, b) => {
      const aStarts = normalise(a.label).startsWith(q) ? 0 : 1;
      const bStarts = normalise(b.label).startsWith(q) ? 0 : 1;
      return aStarts - bStarts || a.label.localeCompare(b.label);
    })
    .slice(0, limit);
}

/** Minimum query length before the module sources are asked (pages match from one letter). */
export const SOURCE_MIN_QUERY = 2;

/** What a module source reported last: how many results, and whether it is still fetching. */
export interface SourceState {
  count: number;
  fetching: boolean;
}

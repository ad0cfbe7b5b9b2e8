import { matchPath, type Params } from 'react-router-dom';
import type { Permission } from '@/config/permissions';
import type { RoutePrefetch } from './moduleTypes';

/** What the router knows of a lazy route, for loading it ahead. */
export interface PreloadEntry {
  path: string;
  /** Chunks the route needs, outermost first (the shell, then the page). */
  preload: () => Promise<unknown>;
  /** The route's first queries (protected routes only). */
  prefetch?: RoutePrefetch;
  permission?: Permission;
  requireStore?: boolean;
}

let entries: readonly PreloadEntry[] = [];

/** Called once by the route table (src/app/routes.tsx). */
export function registerPreloads(list: readonly PreloadEntry[]): void {
  entries = list;
}

/** The lazy route a path opens, with its params. Static segments win over dynamic ones, as in the router. */
export function findPreload(pathname: string): { entry: PreloadEntry; params: Params } | null {
  let best: { entry: PreloadEntry; params: Params; score: number } | null = null;
  for (const entry of entries) {
    const match = matchPath({ path: entry.path, end: true }, pathname);
    if (!match) continue;
    const segments = entry.path.split('/').filter(Boolean);
    const score = segments.reduce((sum, s) => sum + (s === '*' ? -1 : s.startsWith(':') ? 2 : 3), 0);
    if (!best || score > best.score) best = { entry, params: match.params, score };
  }
  return best && { entry: best.entry, params: best.params };
}

/**
 * Loads the chunks of the page a link leads to, on intent (hover or focus), so following the
 * link shows the page without a loading fallback. Failures are left to the navigation itself.
 */
export function preloadPath(to: string): void {
  const pathname = to.split(/[?#]/)[0] ?? '';
  findPreload(pathname)
    ?.entry.preload()
    .catch(() => undefined);
}

import { http, type HttpHandler } from 'msw';
import { API_BASE_URL } from '@/config/env';

export interface LoggedRequest {
  method: string;
  /** Path relative to the API base, e.g. `v1/supplier/sup-001`. */
  path: string;
  query: Record<string, string>;
  /** The raw query string as sent (to check encoding). */
  search: string;
  body: unknown;
}

/**
 * Records every API request as the mock receives it, then lets the real handler answer
 * (returning undefined falls through). Pass the test server (`@mocks/node`).
 */
export function logRequests(server: { use: (...handlers: HttpHandler[]) => void }): { all: LoggedRequest[]; count: (method: string, path: string) => number } {
  const all: LoggedRequest[] = [];
  server.use(
    http.all(`${API_BASE_URL}*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
      all.push({
        method: request.method,
        path: url.pathname.replace(new URL(API_BASE_URL).pathname, ''),
        query: Object.fromEntries(url.searchParams),
        search: url.search,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      return undefined;
    }),
  );
  return { all, count: (method, path) => all.filter((r) => r.method === method && r.path === path).length };
}

/** Lazy pages load slowly on a busy machine; the first wait of a test gets room. */
export const PAGE_LOAD = { timeout: 15_000 } as const;
/** Per-test time limit for tests that render whole routes. */
export const ROUTE_TEST = { timeout: 60_000 } as const;

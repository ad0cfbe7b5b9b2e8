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

type TestServer = { use: (...handlers: HttpHandler[]) => void };

/** What a request carried: its URL and its JSON body (none for GET and DELETE). */
async function received(request: Request): Promise<{ url: URL; body: unknown }> {
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
  return { url: new URL(request.url), body: text ? (JSON.parse(text) as unknown) : undefined };
}

/**
 * Records every API request as the mock receives it, then lets the real handler answer
 * (returning undefined falls through). Pass the test server (`@mocks/node`).
 */
export function logRequests(server: TestServer): { all: LoggedRequest[]; count: (method: string, path: string) => number } {
  const all: LoggedRequest[] = [];
  server.use(
    http.all(`${API_BASE_URL}*`, async ({ request }) => {
      const { url, body } = await received(request);
      all.push({
        method: request.method,
        path: url.pathname.replace(new URL(API_BASE_URL).pathname, ''),
        query: Object.fromEntries(url.searchParams),
        search: url.search,
        body,
      });
      return undefined;
    }),
  );
  return { all, count: (method, path) => all.filter((r) => r.method === method && r.path === path).length };
}

export interface RecordedRequest {
  method: string;
  /** The URL's path as sent, API base included, e.g. `/api/v1/order/status`. */
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/**
 * Records the requests to the API paths starting with `under` (e.g. `v1/order`) as the mock
 * receives them, then lets the real handler answer. Pass the test server (`@mocks/node`).
 */
export function recordRequests(server: TestServer, under: string): RecordedRequest[] {
  const seen: RecordedRequest[] = [];
  server.use(
    http.all(`${API_BASE_URL}${under}*`, async ({ request }) => {
      const { url, body } = await received(request);
      seen.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
      return undefined;
    }),
  );
  return seen;
}

/** Lazy pages load slowly on a busy machine; the first wait of a test gets room. */
export const PAGE_LOAD = { timeout: 15_000 } as const;
/** Per-test time limit for tests that render whole routes. */
export const ROUTE_TEST = { timeout: 60_000 } as const;

import { delay, getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath } from './http';
import { isSpecCall } from './specCalls';

/**
 * Scenario helpers: switch any call to an error, an empty answer or a delay.
 * Vitest: `server.use(failWith('post', 'v1/supplier', 500, 'Database down'))`.
 * Playwright: `window.__storeopsMock.fail('post', 'v1/supplier', 500, 'Database down')` (see mocks/browser.ts).
 * Paths are spec paths relative to the API base and may hold `:params` or `*`.
 */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ScenarioOptions {
  /** Only the next matching request is affected. */
  once?: boolean;
}

export function failWith(
  method: Method,
  path: string,
  status = 500,
  message = 'The server could not complete the request.',
  options: ScenarioOptions = {},
): HttpHandler {
  return http[method](apiPath(path), () => HttpResponse.json(message ? { message } : {}, { status }), { once: options.once ?? false });
}

/** A network failure: no answer at all. */
export function networkError(method: Method, path: string, options: ScenarioOptions = {}): HttpHandler {
  return http[method](apiPath(path), () => HttpResponse.error(), { once: options.once ?? false });
}

/**
 * An answer lost after the server committed: the normal handlers run (their changes stay), then
 * the client gets a network failure instead of their answer (issue 29: a retry must not lose or
 * double anything). `handlers` are the normal ones (passed in: this module does not import them).
 */
export function lostAnswer(method: Method, path: string, handlers: readonly HttpHandler[], options: ScenarioOptions = {}): HttpHandler {
  return http[method](
    apiPath(path),
    async ({ request }) => {
      await getResponse([...handlers], request);
      return HttpResponse.error();
    },
    { once: options.once ?? false },
  );
}

export function emptyAnswer(method: Method, path: string, options: ScenarioOptions = {}): HttpHandler {
  return http[method](apiPath(path), () => HttpResponse.json([]), { once: options.once ?? false });
}

/** Delays the call, then lets the normal handler answer. */
export function delayed(method: Method, path: string, ms: number, options: ScenarioOptions = {}): HttpHandler {
  return http[method](
    apiPath(path),
    async () => {
      await delay(ms);
      // Returning nothing hands the request to the next matching handler.
      return undefined;
    },
    { once: options.once ?? false },
  );
}

/** Where the demo keeps the spec-only switch, so it survives reloads (a Playwright init script may set it). */
export const SPEC_ONLY_KEY = 'storeops.mock.specOnly';

/**
 * A spec-only server (docs/rules/api.md#spec-only-server): every call the spec does not list (mocks/specCalls.ts)
 * answers 404; spec calls go on to the normal handlers. The mock's own `__mock/` calls pass.
 */
export function specOnly(): HttpHandler {
  const root = new URL(apiPath(''), 'http://localhost').pathname;
  return http.all(apiPath('*'), ({ request }) => {
    const path = new URL(request.url).pathname.slice(root.length);
    if (path.startsWith('__mock/') || isSpecCall(request.method, path)) return undefined;
    return HttpResponse.json({ message: 'Not found' }, { status: 404 });
  });
}

import { API_BASE_URL } from '@/config/env';

/**
 * A path the server gave (`resultRef` of a generation job, docs/rules/people.md#shift-generation: an API path relative to
 * the base) as the URL the base query may call: resolved the way the browser will resolve it
 * (WHATWG URL: `%2e%2e` is `..`, `\` is `/`), and only if it stays under the API base. Returns
 * the path relative to the base (with its query), or null for anything else: an absolute or
 * protocol-relative URL, a path that climbs out of the base, a blank one.
 */
export function resolveApiPath(ref: string, base: string = API_BASE_URL, origin: string = window.location.origin): string | null {
  // A control character or a blank is never part of a path the app should call.
  // eslint-disable-next-line no-control-regex -- the point of the check is control characters
  if (ref.trim() === '' || /[\u0000-\u001f\u007f]/.test(ref)) return null;
  // Absolute URLs and anything the parser would read as another host are refused outright.
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || /^[\\/]{2}/.test(ref) || /^\/\\/.test(ref)) return null;
  let baseUrl: URL;
  let target: URL;
  try {
    baseUrl = new URL(base, origin);
    // A leading slash means "from the base" too (the job's own answers write it either way).
    target = new URL(ref.replace(/^\/(?![\\/])/, ''), baseUrl);
  } catch {
    return null;
  }
  if (target.origin !== baseUrl.origin || target.username !== '' || target.password !== '') return null;
  if (!target.pathname.startsWith(baseUrl.pathname) || target.pathname === baseUrl.pathname) return null;
  return `${target.pathname.slice(baseUrl.pathname.length)}${target.search}`;
}

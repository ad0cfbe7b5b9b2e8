import {
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpHandler,
  type HttpResponseResolver,
  type JsonBodyType,
  type PathParams,
} from 'msw';
import type { z } from 'zod/mini';
import { API_BASE_URL } from '@/config/env';
import { sessions, users, type MockUser } from './db/people';
import { loadAnswerTexts } from './answerTexts';
import { fieldErrorsOf } from './schemaErrors';
import { searchKey } from './rules/text';

/** Absolute-or-root path of a spec call, e.g. `apiPath('v1/auth/login')`. */
export function apiPath(path: string): string {
  return `${API_BASE_URL}${path.replace(/^\//, '')}`;
}

/** Thrown inside a handler to answer as a real server would. */
export class HttpError extends Error {
  readonly status: number;
  readonly fieldErrors?: Record<string, string>;
  constructor(status: number, message: string, fieldErrors?: Record<string, string>) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) => new HttpError(400, message, fieldErrors);
export const unprocessable = (fieldErrors: Record<string, string>, message = 'Some fields need attention.') =>
  new HttpError(422, message, fieldErrors);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
const unauthorized = (message = 'Authentication required.') => new HttpError(401, message);

/** Wraps a resolver so thrown HttpErrors become JSON error bodies (`message`, `fieldErrors`), in the active language's texts. */
export function route<P extends PathParams = PathParams, B extends DefaultBodyType = DefaultBodyType>(
  resolver: HttpResponseResolver<P, B>,
): HttpResponseResolver<P, B> {
  return async (info) => {
    await loadAnswerTexts();
    try {
      return await resolver(info);
    } catch (error) {
      if (error instanceof HttpError) {
        return HttpResponse.json(
          { message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) },
          { status: error.status },
        );
      }
      throw error;
    }
  };
}

/** The user behind the bearer token, or a 401. */
export function authenticate(request: Request): MockUser {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  if (!match) throw unauthorized();
  const session = sessions.get(match[1] ?? '');
  if (!session) throw unauthorized('Your session is no longer valid.');
  const user = users.get(session.userId);
  if (!user) throw unauthorized('Your session is no longer valid.');
  return user;
}

/** Whether the user holds the permission globally or in the store (any store when none given). */
export function holds(user: MockUser, permission: string, storeId?: string | null): boolean {
  if (user.globalPermissions.includes(permission)) return true;
  return user.memberships.some((m) => (storeId ? m.storeId === storeId : true) && m.permissions.includes(permission));
}

/** Authenticates and checks one permission: 401 without a valid token, 403 without the permission. */
export function authorize(request: Request, permission: string, storeId?: string | null): MockUser {
  const user = authenticate(request);
  if (!holds(user, permission, storeId)) throw forbidden();
  if (storeId && !user.globalPermissions.includes(permission) && !user.memberships.some((m) => m.storeId === storeId)) {
    throw forbidden('You do not belong to this store.');
  }
  return user;
}

/** The JSON body as a plain object, or a 400. */
async function readBody(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw badRequest('The request body must be JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** A body field as trimmed text ('' when not text). */
export const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Throws 422 with the collected field errors, if any. */
export function assertValid(fieldErrors: Record<string, string>): void {
  if (Object.keys(fieldErrors).length > 0) throw unprocessable(fieldErrors);
}

/** A required query parameter, or a 400. */
function requireQuery(url: URL, name: string): string {
  const value = url.searchParams.get(name);
  if (!value) throw badRequest(`Query parameter "${name}" is required.`);
  return value;
}

export function newToken(userId: string): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);
  return `demo.${userId}.${random}`;
}

/** The mock's search filter, as the app searches: the query occurs in one of the texts, ignoring case and diacritics. */
export function textMatches(query: string, texts: readonly string[]): boolean {
  const q = searchKey(query.trim());
  return texts.some((t) => searchKey(t).includes(q));
}

/** The record, or a 404 "<what> not found"; given a store, a record of another store is not found either. */
export function found<T extends { id: string; storeId?: string | null }>(record: T | null | undefined, what: string, storeId?: string): T {
  if (!record || (storeId !== undefined && record.storeId !== storeId)) throw notFound(what);
  return record;
}

/** `200` with a JSON body, or another status (`json(row, 201)`). */
export const json = (data: JsonBodyType, status = 200) => HttpResponse.json(data, { status });
/** `204 No Content`: the answer of a delete. */
export const noContent = () => new HttpResponse(null, { status: 204 });

/**
 * What a handler written with `handle` receives. Nothing is read or checked before the handler
 * asks, so each handler keeps its own order of checks (which error wins when several apply).
 */
export interface RouteContext {
  request: Request;
  /** The path parameters as text: `v1/order/:id` gives `params.id`. */
  params: Record<string, string>;
  /** The query string. */
  query: URLSearchParams;
  /** Required query parameters, in order: each one missing is a 400 (`requireQuery`). */
  need: <N extends string[]>(...names: N) => { [K in keyof N]: string };
  /** The JSON body as a plain object, or a 400 (`readBody`; read once, later calls give the same object). */
  body: () => Promise<Record<string, unknown>>;
  /** The body checked with the contract's input schema: 422 with its fieldErrors, else the parsed value. */
  input: <S extends z.ZodMiniType>(schema: S) => Promise<z.output<S>>;
}

/** A `storeRoute` handler's context: the store of the path and the user allowed in it. */
export interface StoreContext extends RouteContext {
  storeId: string;
  user: MockUser;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Resolver<C> = (ctx: C) => Response | Promise<Response>;

/** The body checked with a schema (422 with the schema's field errors), then parsed. */
export function validated<S extends z.ZodMiniType>(body: Record<string, unknown>, schema: S): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw unprocessable(fieldErrorsOf(result.error.issues));
  return result.data;
}

function contextOf(request: Request, params: PathParams): RouteContext {
  const url = new URL(request.url);
  let body: Promise<Record<string, unknown>> | undefined;
  const readOnce = () => (body ??= readBody(request));
  return {
    request,
    params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    query: url.searchParams,
    need: <N extends string[]>(...names: N) => names.map((name) => requireQuery(url, name)) as { [K in keyof N]: string },
    body: readOnce,
    input: async (schema) => validated(await readOnce(), schema),
  };
}

/**
 * One mock endpoint: `handle('get', 'v1/order', (ctx) => …)` is
 * `http.get(apiPath('v1/order'), route(…))` with the request's parts at hand (`RouteContext`);
 * an `HttpError` thrown inside answers as `route` says.
 */
export function handle(method: Method, path: string, resolver: Resolver<RouteContext>): HttpHandler {
  return http[method](
    apiPath(path),
    route(({ request, params }) => resolver(contextOf(request, params))),
  );
}

/**
 * A store-scoped endpoint. The store is the path's `:storeId`, or else the required `storeId`
 * query parameter (400 without it). The permission is checked in that store first (401 without a
 * valid token, 403 without the permission or outside the store), then the handler runs with
 * `storeId` and the `user`:
 *
 *   storeRoute('get', 'v1/inventory/:storeId/list', PERMISSIONS.inventoryRead, ({ storeId }) => json(itemsOf(storeId)))
 */
export function storeRoute(method: Method, path: string, permission: string, resolver: Resolver<StoreContext>): HttpHandler {
  const inPath = path.includes(':storeId');
  return handle(method, path, (ctx) => {
    const storeId = inPath ? (ctx.params.storeId ?? '') : ctx.need('storeId')[0];
    const user = authorize(ctx.request, permission, storeId);
    return resolver({ ...ctx, storeId, user });
  });
}

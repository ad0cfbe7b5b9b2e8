import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { z } from 'zod/mini';
import type { Permission } from '@/config/permissions';

/**
 * The contract seam (docs/rules/api.md#integrity-rules). Every versioned endpoint is described once,
 * next to its module's api: method, path, query, body, answer schema and the permission a call
 * needs. From these descriptions
 * - the api builds its requests (`request`) and validates answers (`answer`),
 * - each endpoint definition carries the permission (`extraOptions.access`), so the base query
 *   refuses to send a call the user may not make,
 * - `docs/openapi.json` is generated (`src/api/openapi.ts`).
 */
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: one permission, or `null` for calls every signed-in user may make. */
export type EndpointAccess = Permission | null;

export interface EndpointContract {
  method: HttpMethod;
  /** Spec path relative to the base, with `{param}` placeholders: `v1/supplier/{id}`. */
  path: string;
  summary: string;
  access: EndpointAccess;
  /** Sent without a token (the four auth calls). */
  public?: boolean;
  /** Query parameters (an object schema of strings). */
  query?: z.ZodMiniObject;
  /** JSON body; `'multipart'` for a FormData upload with the field `file`. */
  body?: z.ZodMiniType | 'multipart';
  /** The answer: a schema, `'binary'` for a file, or `null` for an empty answer. */
  response: z.ZodMiniType | 'binary' | null;
  /** Content type of a binary answer (documentation only). */
  responseType?: string;
}

export type Contract = Record<string, EndpointContract>;

/**
 * A module's endpoint descriptions, keyed by the RTK Query endpoint names (a typing helper, no
 * registry): each endpoint definition carries its own permission to the base query
 * (`contractQuery`/`contractMutation` put it in `extraOptions`), and the contract tests collect
 * the modules' exported contracts to generate docs/openapi.json.
 */
export function defineContract<C extends Contract>(contract: C): C {
  return contract;
}

type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof PathParams<Rest>]: string }
  : Record<never, string>;

type QueryOf<E extends EndpointContract> = E['query'] extends z.ZodMiniObject ? z.input<E['query']> : never;

export interface RequestParts<E extends EndpointContract> {
  path?: PathParams<E['path']>;
  query?: QueryOf<E>;
  body?: unknown;
}

/** The request of an endpoint, with path parameters URL-encoded and empty query values left out. */
export function request<E extends EndpointContract>(endpoint: E, parts: RequestParts<E> = {}): FetchArgs {
  const values: Record<string, string> = parts.path ?? {};
  const url = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${endpoint.path}`);
    return encodeURIComponent(value);
  });
  const params: Record<string, string> = {};
  const query: Record<string, unknown> = parts.query ?? {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') params[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') params[key] = String(value);
  }
  return {
    url,
    method: endpoint.method,
    ...(Object.keys(params).length > 0 ? { params } : {}),
    ...(parts.body !== undefined ? { body: parts.body } : {}),
  };
}

/**
 * The answer schema of an endpoint as RTK Query's `responseSchema`. Schemas fill defaults (a
 * missing text becomes ''), so their input and output types differ; RTK types the schema by
 * its output alone, hence this narrow wrapper (validation is the schema's own).
 */
export function answer<S extends z.ZodMiniType>(schema: S): StandardSchemaV1<z.output<S>> {
  return { '~standard': { version: 1, vendor: 'zod', validate: (value) => schema['~standard'].validate(value) } };
}

/**
 * Like `answer`, for a schema loaded on first use: the sign-in path must not carry the schema
 * library in the initial bundle (budget), so the session's answers are checked through this.
 * `main.tsx` starts loading it at start-up, in parallel with the profile check.
 */
export function lazyAnswer<S extends z.ZodMiniType>(load: () => Promise<S>): StandardSchemaV1<z.output<S>> {
  return { '~standard': { version: 1, vendor: 'zod', validate: async (value) => (await load())['~standard'].validate(value) } };
}

/** The answer and body schemas and permissions of a kind of record's REST calls (`restContract`). */
export interface RestSpec<L extends z.ZodMiniType, S extends z.ZodMiniType, I extends z.ZodMiniType> {
  /** Who may read (list, one) and who may write (create, update, delete). */
  access: { read: EndpointAccess; write: EndpointAccess };
  /** The list's answer, a record's answer, and the body of create and update. */
  schemas: { list: L; record: S; input: I };
  /** Summaries other than the plain ones ("List suppliers", "One supplier", "Create a supplier"…). */
  summaries?: Partial<Record<'list' | 'one' | 'create' | 'update' | 'delete', string>>;
}

interface Call<M extends HttpMethod, P extends string, R> {
  method: M;
  path: P;
  summary: string;
  access: EndpointAccess;
  response: R;
}

/** The five calls `restContract` describes, by the names RTK Query knows them by. */
export type RestContract<N extends string, P extends string, L, S, I> = Record<`get${N}s`, Call<'GET', P, L>> &
  Record<`get${N}`, Call<'GET', `${P}/{id}`, S>> &
  Record<`create${N}`, Call<'POST', P, S> & { body: I }> &
  Record<`update${N}`, Call<'PUT', `${P}/{id}`, S> & { body: I }> &
  Record<`delete${N}`, Call<'DELETE', `${P}/{id}`, null>>;

/**
 * The REST calls of a kind of record at `path` (`v1/supplier`), written once: `get<Name>s` (the
 * list), `get<Name>` (`{id}`), `create<Name>` (POST), `update<Name>` (PUT `{id}`) and
 * `delete<Name>` (DELETE `{id}`, empty answer). Spread into `defineContract`.
 */
export function restContract<N extends string, P extends string, L extends z.ZodMiniType, S extends z.ZodMiniType, I extends z.ZodMiniType>(
  name: N,
  path: P,
  spec: RestSpec<L, S, I>,
): RestContract<N, P, L, S, I> {
  const { read, write } = spec.access;
  const { list, record, input } = spec.schemas;
  const summaries = spec.summaries ?? {};
  const noun = name.charAt(0).toLowerCase() + name.slice(1);
  const one = `${path}/{id}`;
  /* eslint-disable lingui/no-unlocalized-strings -- the contract's summaries (docs/openapi.json) for a server team, not shown in the app */
  const calls = {
    [`get${name}s`]: { method: 'GET', path, summary: summaries.list ?? `List ${noun}s`, access: read, response: list },
    [`get${name}`]: { method: 'GET', path: one, summary: summaries.one ?? `One ${noun}`, access: read, response: record },
    [`create${name}`]: {
      method: 'POST',
      path,
      summary: summaries.create ?? `Create a ${noun}`,
      access: write,
      body: input,
      response: record,
    },
    [`update${name}`]: {
      method: 'PUT',
      path: one,
      summary: summaries.update ?? `Update a ${noun}`,
      access: write,
      body: input,
      response: record,
    },
    [`delete${name}`]: { method: 'DELETE', path: one, summary: summaries.delete ?? `Delete a ${noun}`, access: write, response: null },
  };
  /* eslint-enable lingui/no-unlocalized-strings */
  // The keys and paths above are the ones RestContract names (TypeScript types computed keys as string).
  return calls as RestContract<N, P, L, S, I>;
}

/** The argument of a record's update call: its id and the new values (`{ id, supplier }`). */
export type UpdateArg<K extends string, T> = { id: string } & Record<K, T>;

import type { FetchArgs, TagDescription } from '@reduxjs/toolkit/query';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { z } from 'zod/mini';
import type { CallOptions } from './baseQuery';
import { answer, request, type EndpointContract, type RequestParts } from './contract';
import { onSuccess, type TagType } from './tags';

/**
 * One endpoint of a module's api from its contract, written in a line or two:
 *
 *   getSupplier: build.query<Supplier, string>(contractQuery(C.getSupplier, { request: (id) => ({ path: { id } }), provides: recordTags('Supplier') })),
 *   createSupplier: build.mutation<Supplier, SupplierInput>(
 *     contractMutation(C.createSupplier, { request: asBody, invalidates: () => [{ type: 'Supplier', id: LIST_ID }] }),
 *   ),
 *
 * The request is built by `request` (path parameters encoded, empty query values left out), the
 * answer is checked by the contract's schema (`answer`), the call's permission goes to the base
 * query in `extraOptions` (`accessOf`), and a mutation's tags are invalidated
 * only when it succeeded (`onSuccess`). `build.query<Result, Arg>` keeps the explicit types (the
 * helpers take `Arg` from there, never from the functions given); `Result` must be what the
 * contract's schema gives.
 */
type Tags = readonly TagDescription<TagType>[];

/** A contract whose answer is `R` (a schema of it, or no schema: an empty or binary answer). */
type Answering<R> = EndpointContract & { response: z.ZodMiniType<R> | 'binary' | null };

interface Parts<E extends EndpointContract, A> {
  /** The path, query and body of the call for an argument; none when left out. */
  request?: NoInfer<(arg: A) => RequestParts<E>>;
}

export interface ContractQuerySpec<E extends EndpointContract, R, A> extends Parts<E, A> {
  provides?: NoInfer<(result: R | undefined, arg: A) => Tags>;
  keepUnusedDataFor?: number;
}

export interface ContractMutationSpec<E extends EndpointContract, R, A> extends Parts<E, A> {
  /** The tags a success invalidates (a failure invalidates nothing). */
  invalidates?: NoInfer<(result: R, arg: A) => Tags>;
}

interface Definition<R, A> {
  query: (arg: A) => FetchArgs;
  responseSchema?: StandardSchemaV1<R>;
  extraOptions: CallOptions;
}

/** The permission a call needs, for the base query (which refuses, unsent, a call the user may not make). */
export const accessOf = (endpoint: EndpointContract): CallOptions => ({ access: endpoint.access });

function definition<E extends Answering<R>, R, A>(endpoint: E, spec: Parts<E, A>): Definition<R, A> {
  const query = (arg: A) => request(endpoint, spec.request?.(arg));
  const schema = endpoint.response;
  const extraOptions = accessOf(endpoint);
  return typeof schema === 'object' && schema !== null ? { query, responseSchema: answer(schema), extraOptions } : { query, extraOptions };
}

/** The request of a call whose argument is its whole body: `request: asBody`. */
export const asBody = <B>(body: B) => ({ body });

/** A query endpoint's definition from its contract (see above). */
export function contractQuery<E extends Answering<R>, R, A>(endpoint: E, spec: ContractQuerySpec<E, R, A> = {}) {
  const { provides, keepUnusedDataFor } = spec;
  return {
    ...definition<E, R, A>(endpoint, spec),
    ...(provides ? { providesTags: (result: R | undefined, _error: unknown, arg: A) => provides(result, arg) } : {}),
    ...(keepUnusedDataFor !== undefined ? { keepUnusedDataFor } : {}),
  };
}

/** A mutation endpoint's definition from its contract (see above). */
export function contractMutation<E extends Answering<R>, R, A>(endpoint: E, spec: ContractMutationSpec<E, R, A> = {}) {
  const { invalidates } = spec;
  return {
    ...definition<E, R, A>(endpoint, spec),
    ...(invalidates ? { invalidatesTags: onSuccess<R, unknown, A, TagDescription<TagType>>(invalidates) } : {}),
  };
}

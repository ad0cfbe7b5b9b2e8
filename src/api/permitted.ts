import type { SkipToken } from '@reduxjs/toolkit/query';
import type {
  TypedUseQuery,
  TypedUseQueryHookResult,
  TypedUseQueryStateOptions,
  TypedUseQuerySubscriptionOptions,
} from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '@/app/hooks';
import type { baseQuery } from './baseQuery';
import { selectCan } from '@/session/permissions';
import { endpointPermission } from './contract';

/** Whether the signed-in user may make this call (the permission its contract declares). */
export function useMayCall(endpointName: string): boolean {
  return useAppSelector((state) => {
    const needed = endpointPermission(endpointName);
    return needed ? selectCan(state, needed) : true;
  });
}

type Base = typeof baseQuery;

interface QueryEndpoint<Result, Arg> {
  name: string;
  Types: { ResultType: Result; QueryArg: Arg };
  useQuery: TypedUseQuery<Result, Arg, Base>;
}

type Options<Result, Arg> = TypedUseQuerySubscriptionOptions & TypedUseQueryStateOptions<Result, Arg, Base>;

/**
 * An endpoint's query hook that never calls without the permission its contract declares
 * (decisions.md: a page calls only what its user may read). Without it the hook skips, and
 * `notPermitted` says why, so the page can show what it has without that data.
 */
export function permitted<Result, Arg>(endpoint: QueryEndpoint<Result, Arg>) {
  return function usePermittedQuery(
    arg: Arg | SkipToken,
    options?: Options<Result, Arg>,
  ): TypedUseQueryHookResult<Result, Arg, Base> & { notPermitted: boolean } {
    const allowed = useMayCall(endpoint.name);
    const result = endpoint.useQuery(arg, { ...options, skip: !allowed || Boolean(options?.skip) });
    return { ...result, notPermitted: !allowed };
  };
}

/** A query endpoint's hook wrapped by `permitted`. */
type PermittedHook<Result, Arg> = ReturnType<typeof permitted<Result, Arg>>;

type QueryHooks<E> = {
  [K in keyof E & string as E[K] extends { useQuery: unknown } ? `use${Capitalize<K>}Query` : never]: E[K] extends {
    Types: { ResultType: infer Result; QueryArg: infer Arg };
  }
    ? PermittedHook<Result, Arg>
    : never;
};
type MutationHooks<E> = {
  [K in keyof E & string as E[K] extends { useMutation: unknown } ? `use${Capitalize<K>}Mutation` : never]: E[K] extends {
    useMutation: infer Hook;
  }
    ? Hook
    : never;
};

/**
 * A module's hooks, written once: `use<Name>Query` for every query endpoint, wrapped by
 * `permitted` (so a page never calls what its user may not read), and `use<Name>Mutation` as
 * RTK Query makes it. The names are RTK Query's own, so a module exports them by destructuring:
 *
 *   export const { useGetSuppliersQuery, useCreateSupplierMutation } = apiHooks(suppliersApi);
 */
export function apiHooks<E extends Record<string, object>>(api: { endpoints: E }): QueryHooks<E> & MutationHooks<E> {
  const hooks: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(api.endpoints)) {
    const capitalized = name.charAt(0).toUpperCase() + name.slice(1);
    // An endpoint of the api object: a query carries `useQuery`, a mutation `useMutation`.
    if ('useQuery' in endpoint) hooks[`use${capitalized}Query`] = permitted(endpoint as QueryEndpoint<unknown, unknown>);
    if ('useMutation' in endpoint) hooks[`use${capitalized}Mutation`] = endpoint.useMutation;
  }
  // Built by name above, with the names the mapped types state (RTK Query's own naming).
  return hooks as QueryHooks<E> & MutationHooks<E>;
}

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

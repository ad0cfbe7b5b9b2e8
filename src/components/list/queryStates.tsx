import type { ReactNode } from 'react';
import { QueryState, type QueryLike } from '@/components/QueryState';

/**
 * Several queries shown as one by `QueryState`: loading while any loads, the first failure with
 * its own message (docs/rules/api.md#failure-messages), and one "Try again" that refetches them all.
 * `<QueryState {...allQueries([items, INVENTORY_MESSAGES.fetch], [usage, INVENTORY_MESSAGES.fetchAverageUsage])} … />`
 */
export function allQueries(...queries: [QueryLike, string][]) {
  const failed = queries.find(([q]) => q.error);
  return {
    isLoading: queries.some(([q]) => q.isLoading),
    error: failed?.[0].error,
    errorMessage: (failed ?? queries[queries.length - 1])?.[1] ?? '',
    onRetry: () => queries.forEach(([q]) => void q.refetch()),
  };
}

/** A card section's states of a short list: a three-row skeleton, then "empty" when `items` has none. */
export function SectionQueryState({
  query,
  items,
  errorMessage,
  empty,
  children,
}: {
  query: QueryLike;
  items: readonly unknown[];
  errorMessage: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <QueryState query={query} errorMessage={errorMessage} isEmpty={items.length === 0} empty={empty} rows={3}>
      {children}
    </QueryState>
  );
}

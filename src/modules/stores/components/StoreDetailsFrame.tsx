import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { RequestError } from '@/api/errors';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { StorePicker, useStorePicker } from './StorePicker';

interface DetailsQuery<T> {
  data?: T;
  error?: RequestError;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

type DetailsHook = (arg: { storeId: string } | typeof skipToken) => DetailsQuery<unknown>;

interface StoreDetailsFrameProps<H extends DetailsHook> {
  title: string;
  fetchFailed: string;
  /** The page's query hook, called with the picked store (RTK's own hook: its data type comes from its return). */
  useDetails: H;
  children: (storeId: string, data: NonNullable<ReturnType<H>['data']>) => ReactNode;
}

/** A details page of one store: title, store picker (default: the current store), the states, the form. */
export function StoreDetailsFrame<H extends DetailsHook>({ title, fetchFailed, useDetails, children }: StoreDetailsFrameProps<H>) {
  const picker = useStorePicker();
  const query = useDetails(picker.storeId ? { storeId: picker.storeId } : skipToken);
  // The hook's own result type (RTK's hook is generic, so `DetailsQuery` alone reads it as unknown).
  const data = query.data as NonNullable<ReturnType<H>['data']> | undefined;
  return (
    <>
      <PageHeader title={title} />
      <StorePicker storeId={picker.storeId} choices={picker.choices} onChange={picker.setStoreId} />
      <QueryState
        isLoading={query.isLoading || query.isFetching}
        error={query.error}
        errorMessage={fetchFailed}
        onRetry={() => void query.refetch()}
        isEmpty={!picker.storeId}
        empty="You manage no store yet."
        rows={6}
      >
        {data !== undefined && picker.storeId && children(picker.storeId, data)}
      </QueryState>
    </>
  );
}

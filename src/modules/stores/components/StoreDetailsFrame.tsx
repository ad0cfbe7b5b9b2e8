import { useLingui } from '@lingui/react/macro';
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

interface StoreDetailsFrameProps<T> {
  title: string;
  fetchFailed: string;
  /** The page's query hook (RTK's own), called with the picked store. */
  useDetails: (arg: { storeId: string } | typeof skipToken) => DetailsQuery<T>;
  children: (storeId: string, data: T) => ReactNode;
}

/** A details page of one store: title, store picker (default: the current store), the states, the form. */
export function StoreDetailsFrame<T>({ title, fetchFailed, useDetails, children }: StoreDetailsFrameProps<T>) {
  const picker = useStorePicker();
  const query = useDetails(picker.storeId ? { storeId: picker.storeId } : skipToken);
  const data = query.data;
  const { t } = useLingui();
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
        empty={t`You manage no store yet.`}
        rows={6}
      >
        {data !== undefined && picker.storeId && children(picker.storeId, data)}
      </QueryState>
    </>
  );
}

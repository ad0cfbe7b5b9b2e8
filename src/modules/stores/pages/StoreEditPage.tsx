import { skipToken } from '@reduxjs/toolkit/query/react';
import Alert from 'react-bootstrap/Alert';
import { useParams } from 'react-router-dom';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { useGetStoreQuery } from '../api';
import { StoreForm } from '../components/StoreForm';

/** `/store` (new) and `/store/:id` (edit), stores.write. */
export function StoreEditPage() {
  const { id } = useParams();
  const query = useGetStoreQuery(id ?? skipToken);
  const back = (
    <LinkButton to={PATHS.stores} variant="outline-secondary">
      All stores
    </LinkButton>
  );
  if (!id) {
    return (
      <>
        <PageHeader title="New store" actions={back} />
        <StoreForm key="new" />
      </>
    );
  }
  return (
    <>
      <PageHeader title={query.data?.name ?? 'Store'} actions={back} />
      {query.notPermitted ? (
        <Alert variant="warning">Reading a store needs the stores.read permission.</Alert>
      ) : (
        <QueryState isLoading={query.isLoading} error={query.error} errorMessage={MESSAGES.stores.fetch} onRetry={() => void query.refetch()} rows={6}>
          {query.data && <StoreForm key={query.data.id} store={query.data} />}
        </QueryState>
      )}
    </>
  );
}

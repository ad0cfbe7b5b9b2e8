import { useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams } from 'react-router-dom';
import { EditPage } from '@/components/form/EditPage';
import { STORE_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { useGetStoreQuery } from '../api';
import { StoreForm } from '../components/StoreForm';
import { isNotPermitted } from '@/api/errors';

/** `/store` (new) and `/store/:id` (edit), stores.write. */
export function StoreEditPage() {
  const { id } = useParams();
  const query = useGetStoreQuery(id ?? skipToken);
  const { t } = useLingui();
  return (
    <EditPage
      id={id}
      query={query}
      create={<StoreForm key="new" />}
      listPath={PATHS.stores}
      errorMessage={STORE_MESSAGES.fetch}
      rows={6}
      notPermitted={isNotPermitted(query.error) && t`Reading a store needs the stores.read permission.`}
    >
      {(store) => <StoreForm key={store.id} store={store} />}
    </EditPage>
  );
}

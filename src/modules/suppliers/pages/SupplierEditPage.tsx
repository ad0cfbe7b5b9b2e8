import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams } from 'react-router-dom';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { Can, useCan } from '@/session/useCan';
import { useGetSupplierQuery } from '../api';
import { SupplierDetails } from '../components/SupplierDetails';
import { SupplierForm } from '../components/SupplierForm';
import { SupplierProducts } from '../components/SupplierProducts';

/** `/supplier` (new) and `/supplier/:supplierId` (edit with suppliers.write, else read-only; with the supplier's products). */
export function SupplierEditPage() {
  const { supplierId } = useParams();
  const query = useGetSupplierQuery(supplierId ?? skipToken);
  const canWrite = useCan(PERMISSIONS.suppliersWrite);
  const back = (
    <LinkButton to={PATHS.suppliers} variant="outline-secondary">
      All suppliers
    </LinkButton>
  );

  if (!supplierId) {
    return (
      <>
        <PageHeader title="New supplier" actions={back} />
        <SupplierForm key="new" />
      </>
    );
  }

  return (
    <>
      <PageHeader title={query.data?.name ?? 'Supplier'} actions={back} />
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        errorMessage={MESSAGES.suppliers.fetch}
        onRetry={() => void query.refetch()}
        rows={8}
      >
        {query.data && (
          <>
            {canWrite ? <SupplierForm key={query.data.id} supplier={query.data} /> : <SupplierDetails supplier={query.data} />}
            <Can permission={PERMISSIONS.productsRead}>
              <SupplierProducts supplierId={query.data.id} />
            </Can>
          </>
        )}
      </QueryState>
    </>
  );
}

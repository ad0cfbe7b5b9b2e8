import { useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams } from 'react-router-dom';
import { DetailList } from '@/components/DetailList';
import { EditPage } from '@/components/form/EditPage';
import { SUPPLIER_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { ModuleSlot } from '@/components/ModuleSlot';
import { Can, useCan } from '@/session/useCan';
import { useGetSupplierQuery } from '../api';
import { supplierDetails } from '../components/SupplierDetails';
import { SupplierForm } from '../components/SupplierForm';

/** `/supplier` (new) and `/supplier/:supplierId` (edit with suppliers.write, else read-only; with the supplier's products). */
export function SupplierEditPage() {
  const { supplierId } = useParams();
  const query = useGetSupplierQuery(supplierId ?? skipToken);
  const canWrite = useCan('suppliers.write');
  const { t } = useLingui();
  return (
    <EditPage
      id={supplierId}
      query={query}
      create={<SupplierForm key="new" />}
      listPath={PATHS.suppliers}
      errorMessage={SUPPLIER_MESSAGES.fetch}
    >
      {(supplier) => (
        <>
          {canWrite ? (
            <SupplierForm key={supplier.id} supplier={supplier} />
          ) : (
            <DetailList title={t`Supplier details`} items={supplierDetails(supplier)} />
          )}
          <Can permission={'products.read'}>
            <ModuleSlot name="supplierProducts" props={{ supplierId: supplier.id }} />
          </Can>
        </>
      )}
    </EditPage>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { PlainTable } from '@/components/list/PlainTable';
import { SectionQueryState } from '@/components/list/queryStates';
import { PRODUCT_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { formatMoney } from '@/lib/format';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetProductsBySupplierQuery } from '../api';
import { unitLabel } from '../units';
import { ProductStatusBadge } from './ProductStatusBadge';

/** The supplier's products in the current store (`GET v1/product/supplier?id&storeId`). */
export function SupplierProducts({ supplierId }: { supplierId: string }) {
  const store = useAppSelector(selectCurrentStore);
  const canWrite = useCan('products.write');
  const query = useGetProductsBySupplierQuery({ supplierId, storeId: store?.id ?? '' }, { skip: !store });
  const products = query.data ?? [];
  const { t } = useLingui();
  const storeName = store?.name;
  return (
    <Card className="mt-4">
      <Card.Header className="d-flex justify-content-between align-items-center bg-body">
        <h2 className="h5 mb-0">{storeName ? <Trans>Products in {storeName}</Trans> : <Trans>Products in this store</Trans>}</h2>
        {canWrite && (
          <Link to={`${PATHS.productNew}?supplierId=${encodeURIComponent(supplierId)}`} className="btn btn-sm btn-primary">
            <Trans>New product from this supplier</Trans>
          </Link>
        )}
      </Card.Header>
      <Card.Body>
        <SectionQueryState
          query={query}
          items={products}
          errorMessage={PRODUCT_MESSAGES.fetch}
          empty={t`This supplier has no products in this store.`}
        >
          <PlainTable
            responsive
            size="sm"
            className="mb-0 align-middle"
            caption={t`Products of this supplier`}
            headers={[t`Name`, t`SKU`, t`Category`, { label: t`Price`, align: 'end' }, t`Status`]}
          >
            {products.map((p) => (
              <tr key={p.id}>
                <td>{canWrite ? <Link to={PATHS.product(p.id)}>{p.name}</Link> : p.name}</td>
                <td>{p.sku || '—'}</td>
                <td>{p.category}</td>
                <td className="text-end">
                  {formatMoney(p.unitPrice, p.currency)} / {unitLabel(p.purchaseUnit)}
                </td>
                <td>
                  <ProductStatusBadge active={p.active} />
                </td>
              </tr>
            ))}
          </PlainTable>
        </SectionQueryState>
      </Card.Body>
    </Card>
  );
}

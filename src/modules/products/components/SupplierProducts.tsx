import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { SectionQueryState } from '@/components/list/queryStates';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { formatMoney } from '@/lib/format';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetProductsBySupplierQuery } from '../api';

/** The supplier's products in the current store (`GET v1/product/supplier?id&storeId`). */
export function SupplierProducts({ supplierId }: { supplierId: string }) {
  const store = useAppSelector(selectCurrentStore);
  const canWrite = useCan(PERMISSIONS.productsWrite);
  const query = useGetProductsBySupplierQuery({ supplierId, storeId: store?.id ?? '' }, { skip: !store });
  const products = query.data ?? [];
  return (
    <Card className="mt-4">
      <Card.Header className="d-flex justify-content-between align-items-center bg-body">
        <h2 className="h5 mb-0">Products in {store?.name ?? 'this store'}</h2>
        {canWrite && (
          <Link to={`${PATHS.productNew}?supplierId=${encodeURIComponent(supplierId)}`} className="btn btn-sm btn-primary">
            New product from this supplier
          </Link>
        )}
      </Card.Header>
      <Card.Body>
        <SectionQueryState
          query={query}
          items={products}
          errorMessage={MESSAGES.products.fetch}
          empty="This supplier has no products in this store."
        >
          <Table responsive size="sm" className="mb-0 align-middle">
            <caption className="visually-hidden">Products of this supplier</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">SKU</th>
                <th scope="col">Category</th>
                <th scope="col" className="text-end">
                  Price
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {products.map((p) => (
                <tr key={p.id}>
                  <td>{canWrite ? <Link to={PATHS.product(p.id)}>{p.name}</Link> : p.name}</td>
                  <td>{p.sku || '—'}</td>
                  <td>{p.category}</td>
                  <td className="text-end">
                    {formatMoney(p.unitPrice, p.currency)} / {p.purchaseUnit}
                  </td>
                  <td>
                    {p.active ? (
                      <Badge bg="success-subtle" text="success-emphasis" className="border">
                        Active
                      </Badge>
                    ) : (
                      <Badge bg="secondary-subtle" text="secondary-emphasis" className="border">
                        Inactive
                      </Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </SectionQueryState>
      </Card.Body>
    </Card>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { getErrorMessage } from '@/api/errors';
import { PRODUCT_MESSAGES } from '@/modules/products';
import { formatMoney } from '@/lib/format';
import { type Product, unitLabel } from '@/modules/products';

interface Props {
  supplierChosen: boolean;
  /** The supplier's active products not yet on the order. */
  addable: readonly Product[];
  loading: boolean;
  error: unknown;
  onAdd: (product: Product) => void;
}

/** Picks one of the supplier's products and adds it as a line. */
export function AddLineBar({ supplierChosen, addable, loading, error, onAdd }: Props) {
  const { t } = useLingui();
  const [productId, setProductId] = useState('');
  const product = addable.find((p) => p.id === productId);
  const placeholder = !supplierChosen
    ? t`Choose a supplier first`
    : loading
      ? t`Loading products…`
      : addable.length
        ? t`Choose a product…`
        : t`No more products from this supplier`;
  return (
    <div className="row g-2 align-items-end mb-3">
      <div className="col-md-8">
        <Form.Label htmlFor="order-add-product">
          <Trans>Product to add</Trans>
        </Form.Label>
        <Form.Select
          id="order-add-product"
          value={productId}
          disabled={!supplierChosen || loading}
          onChange={(e) => setProductId(e.target.value)}
        >
          <option value="">{placeholder}</option>
          {addable.map((p) => {
            const name = p.name;
            const price = p.unitPrice === undefined ? '' : formatMoney(p.unitPrice, p.currency);
            const unit = unitLabel(p.purchaseUnit);
            return (
              <option key={p.id} value={p.id}>
                {t`${name} — ${price} per ${unit}`}
              </option>
            );
          })}
        </Form.Select>
      </div>
      <div className="col-md-4">
        <Button
          variant="outline-primary"
          className="w-100"
          disabled={!product}
          onClick={() => {
            if (product) onAdd(product);
            setProductId('');
          }}
        >
          <Trans>Add line</Trans>
        </Button>
      </div>
      {error !== undefined && (
        <div className="col-12 text-danger small" role="alert">
          {getErrorMessage(error, PRODUCT_MESSAGES.fetch)}
        </div>
      )}
    </div>
  );
}

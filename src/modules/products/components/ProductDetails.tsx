import { t } from '@lingui/core/macro';
import type { DetailItem } from '@/components/DetailList';
import { formatMoney, formatNumber } from '@/lib/format';
import { packLabel, referencePrice } from '../logic';
import type { Product } from '../types';
import { unitLabel } from '../units';
import { ProductStatusBadge } from './ProductStatusBadge';

/** A product for readers without products.write (shown by DetailList): every field, nothing to change. */
export function productDetails(p: Product, supplierName: string): DetailItem[] {
  const ref = referencePrice(p.unitPrice, p.packSize, p.baseUnit);
  const purchaseName = unitLabel(p.purchaseUnit);
  const vat = formatNumber(p.vatRate);
  return [
    [t`Status`, <ProductStatusBadge key="status" active={p.active} />],
    [t`SKU`, p.sku],
    [t`Category`, p.category],
    [t`Supplier`, supplierName],
    [t`Supplier SKU`, p.supplierSku],
    [t`Pack`, packLabel(p)],
    [t`Price per ${purchaseName}`, formatMoney(p.unitPrice, p.currency)],
    [t`Price per base unit`, ref ? `${formatMoney(ref.amount, p.currency)} / ${unitLabel(ref.unit)}` : ''],
    [t`VAT`, t`${vat} %`],
    [t`Minimum order quantity`, formatNumber(p.minOrderQty)],
    [t`Order multiple`, formatNumber(p.orderMultiple)],
    [t`Barcodes`, p.barcodes.join(', ')],
  ];
}

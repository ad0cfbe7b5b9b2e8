import type { DetailItem } from '@/components/DetailList';
import { formatMoney, formatNumber } from '@/lib/format';
import { packLabel, referencePrice } from '../logic';
import type { Product } from '../types';
import { ProductStatusBadge } from './ProductStatusBadge';

/** A product for readers without products.write (shown by DetailList): every field, nothing to change. */
export function productDetails(p: Product, supplierName: string): DetailItem[] {
  const ref = referencePrice(p.unitPrice, p.packSize, p.baseUnit);
  return [
    ['Status', <ProductStatusBadge key="status" active={p.active} />],
    ['SKU', p.sku],
    ['Category', p.category],
    ['Supplier', supplierName],
    ['Supplier SKU', p.supplierSku],
    ['Pack', packLabel(p)],
    [`Price per ${p.purchaseUnit}`, formatMoney(p.unitPrice, p.currency)],
    ['Price per base unit', ref ? `${formatMoney(ref.amount, p.currency)} / ${ref.unit}` : ''],
    ['VAT', `${formatNumber(p.vatRate)} %`],
    ['Minimum order quantity', formatNumber(p.minOrderQty)],
    ['Order multiple', formatNumber(p.orderMultiple)],
    ['Barcodes', p.barcodes.join(', ')],
  ];
}

import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import type { Column } from '@/components/DataTable';
import { PATHS } from '../paths';
import { csvNumber, type CsvFormat } from '@/lib/download';
import { formatMoney } from '@/lib/format';
import { packLabel, referencePrice } from '../logic';
import type { Product } from '../types';
import { unitLabel } from '../units';
import { ProductStatusBadge } from './ProductStatusBadge';

/**
 * The columns of the product list in the active language.
 * Made again when the language changes: the memo is keyed on useLingui's `t`, which changes with it.
 */
export function useProductColumns(nameOf: (supplierId: string) => string): Column<Product>[] {
  const { t } = useLingui();
  return useMemo<Column<Product>[]>(
    () => [
      { key: 'name', header: t`Name`, sortValue: (p) => p.name, cell: (p) => <Link to={PATHS.product(p.id)}>{p.name}</Link> },
      { key: 'sku', header: t`SKU`, sortValue: (p) => p.sku, cell: (p) => p.sku || '—', hideBelow: 'lg' },
      { key: 'category', header: t`Category`, sortValue: (p) => p.category, cell: (p) => p.category, hideBelow: 'xl' },
      { key: 'supplier', header: t`Supplier`, sortValue: (p) => nameOf(p.supplierId), cell: (p) => nameOf(p.supplierId) },
      { key: 'pack', header: t`Pack`, cell: packLabel, hideBelow: 'xxl' },
      {
        key: 'price',
        header: t`Price`,
        align: 'end',
        sortValue: (p) => p.unitPrice,
        cell: (p) => `${formatMoney(p.unitPrice, p.currency)} / ${unitLabel(p.purchaseUnit)}`,
      },
      {
        key: 'unitPrice',
        header: t`Per unit`,
        align: 'end',
        sortValue: (p) => referencePrice(p.unitPrice, p.packSize, p.baseUnit)?.amount,
        cell: (p) => {
          const ref = referencePrice(p.unitPrice, p.packSize, p.baseUnit);
          return ref ? `${formatMoney(ref.amount, p.currency)} / ${unitLabel(ref.unit)}` : '—';
        },
        hideBelow: 'xl',
      },
      { key: 'status', header: t`Status`, sortValue: (p) => (p.active ? 0 : 1), cell: (p) => <ProductStatusBadge active={p.active} /> },
    ],
    [t, nameOf],
  );
}

/** The CSV export's columns: headers and words in the active language, numbers with the format's decimal mark. */
export function productCsvColumns(
  nameOf: (supplierId: string) => string,
  format: CsvFormat,
): { header: string; value: (p: Product) => unknown }[] {
  const number = (value: number | undefined, decimals: number) => (value === undefined ? '' : csvNumber(value, decimals, format));
  return [
    { header: t`Name`, value: (p) => p.name },
    { header: t`SKU`, value: (p) => p.sku },
    { header: t`Category`, value: (p) => p.category },
    { header: t`Supplier`, value: (p) => nameOf(p.supplierId) },
    { header: t`Supplier SKU`, value: (p) => p.supplierSku },
    { header: t`Purchase unit`, value: (p) => unitLabel(p.purchaseUnit) },
    { header: t`Pack size`, value: (p) => number(p.packSize, Number.isInteger(p.packSize) ? 0 : 3) },
    { header: t`Base unit`, value: (p) => unitLabel(p.baseUnit) },
    { header: t`Price`, value: (p) => number(p.unitPrice, 2) },
    { header: t`Currency`, value: (p) => p.currency },
    { header: t`VAT %`, value: (p) => number(p.vatRate, Number.isInteger(p.vatRate) ? 0 : 2) },
    { header: t`Active`, value: (p) => (p.active ? t`yes` : t`no`) },
  ];
}

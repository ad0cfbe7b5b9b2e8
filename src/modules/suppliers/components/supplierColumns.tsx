import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import type { Column } from '@/components/DataTable';
import { PATHS } from '../paths';
import { csvNumber, type CsvFormat } from '@/lib/download';
import { formatMoney } from '@/lib/format';
import { formatWallTime } from '@/lib/storeTime';
import { supplierStatusLabel } from '../labels';
import { formatWeekdays } from '../logic';
import type { Supplier } from '../types';
import { SupplierStatusBadge } from './SupplierStatusBadge';

/**
 * The columns of the supplier list in the active language.
 * Made again when the language changes: the memo is keyed on useLingui's `t`, which changes with it.
 */
export function useSupplierColumns(): Column<Supplier>[] {
  const { t } = useLingui();
  return useMemo<Column<Supplier>[]>(
    () => [
      { key: 'name', header: t`Name`, sortValue: (s) => s.name, cell: (s) => <Link to={PATHS.supplier(s.id)}>{s.name}</Link> },
      { key: 'contact', header: t`Contact`, sortValue: (s) => s.contactName, cell: (s) => s.contactName || '—', hideBelow: 'xl' },
      { key: 'email', header: t`Email`, sortValue: (s) => s.email, cell: (s) => s.email || '—', hideBelow: 'xxl' },
      { key: 'phone', header: t`Phone`, cell: (s) => s.phone || '—', hideBelow: 'xxl' },
      { key: 'city', header: t`City`, sortValue: (s) => s.address.city, cell: (s) => s.address.city || '—', hideBelow: 'lg' },
      { key: 'days', header: t`Delivery days`, cell: (s) => formatWeekdays(s.deliveryWeekdays) || '—', hideBelow: 'xl' },
      {
        key: 'cutoff',
        header: t`Cut-off`,
        sortValue: (s) => s.orderCutoffTime,
        cell: (s) => (s.orderCutoffTime ? formatWallTime(s.orderCutoffTime) : '—'),
        hideBelow: 'lg',
      },
      {
        key: 'mov',
        header: t`Min. order`,
        align: 'end',
        sortValue: (s) => s.minOrderValue ?? -1,
        cell: (s) => (s.minOrderValue === undefined ? '—' : formatMoney(s.minOrderValue)),
      },
      { key: 'status', header: t`Status`, sortValue: (s) => s.status, cell: (s) => <SupplierStatusBadge status={s.status} /> },
    ],
    [t],
  );
}

/** The CSV export's columns: headers in the active language, amounts with the format's decimal mark. */
export function supplierCsvColumns(format: CsvFormat): { header: string; value: (s: Supplier) => unknown }[] {
  return [
    { header: t`Name`, value: (s) => s.name },
    { header: t`Customer account`, value: (s) => s.customerAccountNo },
    { header: t`Contact`, value: (s) => s.contactName },
    { header: t`Email`, value: (s) => s.email },
    { header: t`Order email`, value: (s) => s.orderEmail },
    { header: t`Phone`, value: (s) => s.phone },
    { header: t`City`, value: (s) => s.address.city },
    { header: t`VAT id`, value: (s) => s.vatId },
    { header: t`Delivery days`, value: (s) => formatWeekdays(s.deliveryWeekdays) },
    // HH:mm as stored: a spreadsheet reads it as a time in every locale (the screen shows the person's clock).
    { header: t`Order cut-off`, value: (s) => s.orderCutoffTime ?? '' },
    { header: t`Minimum order value`, value: (s) => (s.minOrderValue === undefined ? '' : csvNumber(s.minOrderValue, 2, format)) },
    { header: t`Status`, value: (s) => supplierStatusLabel(s.status) },
  ];
}

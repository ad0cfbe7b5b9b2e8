import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ColumnKey } from './figures';

/** The columns' headers (read in the active language where shown). */
export const COLUMN_LABELS: Readonly<Record<ColumnKey, MessageDescriptor>> = {
  sales: msg`Net sales`,
  planned: msg`Planned hours`,
  worked: msg`Worked hours (approved)`,
  labourCost: msg`Labour cost`,
  labourPercent: msg`Labour % of sales`,
  salesPerHour: msg`Sales per labour hour`,
  overContract: msg`Hours over contract`,
  tips: msg`Tips`,
  openOrders: msg`Open order value`,
  invoicesDue: msg`Invoices due`,
  invoicesOverdue: msg`Invoices overdue`,
  stockValue: msg`Stock value`,
};

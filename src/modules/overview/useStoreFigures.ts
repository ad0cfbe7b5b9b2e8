import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { isMissingAddition } from '@/api/additions';
import type { Permission } from '@/config/permissions';
import { DEFAULT_STORE_TIME_ZONE, todayInZone } from '@/lib/storeTime';
import { useGetInventoryItemsQuery } from '@/modules/inventory';
import { useGetInvoicesQuery } from '@/modules/invoices';
import { useGetOrdersQuery } from '@/modules/orders';
import { actualSales, SALES_MESSAGES, useGetSalesQuery, type SalesDay } from '@/modules/sales';
import { useGetEmployeeTipsQuery } from '@/modules/shift-report';
import { useGetShiftsQuery } from '@/modules/shifts';
import { useGetStaffQuery } from '@/modules/staff';
import { useGetStoreShiftDetailsQuery } from '@/modules/stores';
import type { StoreAccess } from './access';
import { value, withRatios, type RowCells } from './figures';
import type { Periods } from './period';
import { OVERVIEW_MESSAGES } from './messages';
import { cellFrom, hoursFigures, purchasingFigures, type Gate } from './storeFigureParts';

/** A gate from the access levels of the permissions a figure needs (all of them). */
function gateOf(access: StoreAccess, ...permissions: Permission[]): Gate {
  for (const permission of permissions) {
    const level = access(permission);
    if (level !== 'yes')
      return { open: false, cell: { state: 'blank', reason: level === 'no' ? 'notPermitted' : 'switchStore', permission } };
  }
  return { open: true };
}

/**
 * One store's row (issue #46): each figure from the calls the store's own pages make, only those the
 * person may make (`access`), started when the row's turn comes (`active`: rows load one by one).
 * Calls grow with the stores: per store one sales, one shifts, two weekly-hours (this period and the
 * previous one), one staff, one orders, one invoices and one inventory call, at most.
 */
export function useStoreFigures(storeId: string, access: StoreAccess, periods: Periods, active: boolean) {
  const [now] = useState(Date.now);
  const wide = { storeId, startDate: periods.previous.startDate, endDate: periods.current.endDate };
  const details = useGetStoreShiftDetailsQuery(active ? { storeId } : skipToken);
  const timeZone = details.data?.timeZone ?? DEFAULT_STORE_TIME_ZONE;
  const gates = {
    sales: gateOf(access, 'sales.read'),
    planned: gateOf(access, 'shift.read'),
    worked: gateOf(access, 'shift.read', 'time_entry.read'),
    tips: gateOf(access, 'shift.read', 'tip.read'),
    cost: gateOf(access, 'shift.read', 'time_entry.read', 'shift.update'),
    orders: gateOf(access, 'orders.read'),
    stock: gateOf(access, 'inventory.read'),
  };
  const go = (gate: Gate) => active && gate.open;
  const weekly = gates.worked.open || gates.tips.open;
  const sales = useGetSalesQuery(go(gates.sales) ? wide : skipToken);
  const shifts = useGetShiftsQuery(go(gates.planned) ? wide : skipToken);
  const hoursNow = useGetEmployeeTipsQuery(active && weekly ? { storeId, ...periods.current } : skipToken);
  const hoursBefore = useGetEmployeeTipsQuery(active && weekly ? { storeId, ...periods.previous } : skipToken);
  const staff = useGetStaffQuery(go(gates.worked) ? { storeId } : skipToken);
  const orders = useGetOrdersQuery(go(gates.orders) ? { storeId } : skipToken);
  const invoices = useGetInvoicesQuery(go(gates.orders) ? { storeId } : skipToken);
  const stock = useGetInventoryItemsQuery(go(gates.stock) ? { storeId } : skipToken);
  const queries = [details, sales, shifts, hoursNow, hoursBefore, staff, orders, invoices, stock];

  const salesCell =
    gates.sales.open && isMissingAddition(sales.error)
      ? ({ state: 'blank', reason: 'noSales' } as const)
      : cellFrom<[SalesDay[]]>(
          gates.sales,
          [sales],
          (days) => value(actualSales(days, periods.current), actualSales(days, periods.previous)),
          SALES_MESSAGES.fetch,
        );
  const today = todayInZone(timeZone, now);
  const cells: RowCells = withRatios({
    sales: salesCell,
    ...hoursFigures({ gates, periods, timeZone, today, now, shifts, hoursNow, hoursBefore, staff }),
    ...purchasingFigures({ gates, today, orders, invoices, stock }),
  });
  const waiting = !active || Object.values(cells).some((c) => c.state === 'loading') || details.isLoading;
  const failed = Object.values(cells).some((c) => c.state === 'error');
  return {
    cells,
    settled: active && !waiting,
    failed,
    retry: () => queries.forEach((q) => q.error && void q.refetch()),
    failure: OVERVIEW_MESSAGES.row,
  };
}

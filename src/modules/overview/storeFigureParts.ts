import { getErrorMessage, type RequestError } from '@/api/errors';
import { invoicesToAct, ordersToReceive } from '@/modules/dashboard';
import { INVENTORY_MESSAGES, valueByCategory, type InventoryItem } from '@/modules/inventory';
import { invoiceListTotals, INVOICE_MESSAGES, type Invoice } from '@/modules/invoices';
import { ORDER_MESSAGES, orderTotals, type Order } from '@/modules/orders';
import {
  buildReport,
  hoursOf,
  hoursOverContract,
  labourCostOf,
  SHIFT_REPORT_MESSAGES,
  weeklyTotals,
  type EmployeeTipsRow,
} from '@/modules/shift-report';
import { SHIFT_MESSAGES, type Shift } from '@/modules/shifts';
import type { StaffMember } from '@/modules/staff';
import { sumMoney } from '@/lib/format';
import { value, type Cell } from './figures';
import { daysOf, type Period, type Periods } from './period';

/** Whether a figure may be called for, and if not, its blank cell. */
export type Gate = { open: true } | { open: false; cell: Cell };

interface Answer<T> {
  data?: T;
  error?: RequestError;
}

/** A cell made from several answers: waiting while one is, failed when one did. */
export function cellFrom<T extends unknown[]>(
  gate: Gate,
  answers: { [K in keyof T]: Answer<T[K]> },
  make: (...data: T) => Cell,
  failure: string,
): Cell {
  if (!gate.open) return gate.cell;
  const failed = answers.find((a) => a.error);
  if (failed) return { state: 'error', message: getErrorMessage(failed.error, failure) };
  if (answers.some((a) => a.data === undefined)) return { state: 'loading' };
  return make(...(answers.map((a) => a.data) as T));
}

interface HoursInput {
  gates: { planned: Gate; worked: Gate; tips: Gate; cost: Gate };
  periods: Periods;
  timeZone: string;
  today: string;
  now: number;
  shifts: Answer<Shift[]>;
  hoursNow: Answer<EmployeeTipsRow[]>;
  hoursBefore: Answer<EmployeeTipsRow[]>;
  staff: Answer<StaffMember[]>;
}

/**
 * Planned hours (the shift report's buildReport, published shifts less breaks), worked (approved)
 * hours and tips (the weekly tips overview's totals), labour cost (hours × rate, as the report) and
 * hours over contract, for the period and the one before.
 */
export function hoursFigures({ gates, periods, timeZone, today, now, shifts, hoursNow, hoursBefore, staff }: HoursInput) {
  const planned = (list: Shift[], period: Period) =>
    hoursOf(buildReport({ days: daysOf(period), timeZone, staff: [], shifts: list, entries: null, today, now }).totals.planned);
  const weekly: [Answer<EmployeeTipsRow[]>, Answer<EmployeeTipsRow[]>] = [hoursNow, hoursBefore];
  return {
    planned: cellFrom<[Shift[]]>(
      gates.planned,
      [shifts],
      (list) => value(planned(list, periods.current), planned(list, periods.previous)),
      SHIFT_MESSAGES.fetch,
    ),
    worked: cellFrom<[EmployeeTipsRow[], EmployeeTipsRow[]]>(
      gates.worked,
      weekly,
      (a, b) => value(weeklyTotals(a).hours, weeklyTotals(b).hours),
      SHIFT_REPORT_MESSAGES.weeklyTips,
    ),
    tips: cellFrom<[EmployeeTipsRow[], EmployeeTipsRow[]]>(
      gates.tips,
      weekly,
      (a, b) => value(weeklyTotals(a).tips, weeklyTotals(b).tips),
      SHIFT_REPORT_MESSAGES.weeklyTips,
    ),
    labourCost: cellFrom<[EmployeeTipsRow[], EmployeeTipsRow[], StaffMember[]]>(
      gates.cost,
      [...weekly, staff],
      (a, b, people) => value(labourCostOf(a, people), labourCostOf(b, people)),
      SHIFT_REPORT_MESSAGES.weeklyTips,
    ),
    overContract: cellFrom<[EmployeeTipsRow[], EmployeeTipsRow[], StaffMember[]]>(
      gates.worked,
      [...weekly, staff],
      (a, b, people) => value(hoursOverContract(a, people, periods.current), hoursOverContract(b, people, periods.previous)),
      SHIFT_REPORT_MESSAGES.weeklyTips,
    ),
  };
}

interface PurchasingInput {
  gates: { orders: Gate; stock: Gate };
  today: string;
  orders: Answer<Order[]>;
  invoices: Answer<Invoice[]>;
  stock: Answer<InventoryItem[]>;
}

/**
 * Today's state: the value of the orders still to be received (the dashboard's list, each order's
 * gross by the order's own totals), the gross of invoices owed and not yet due and of those overdue
 * (the invoice list's totals and its overdue rule), and the value of the stock on hand.
 */
export function purchasingFigures({ gates, today, orders, invoices, stock }: PurchasingInput) {
  const owed = (list: Invoice[]) => list.filter((i) => i.paymentStatus !== 'paid');
  return {
    openOrders: cellFrom<[Order[]]>(
      gates.orders,
      [orders],
      (list) => value(sumMoney(ordersToReceive(list).map((o) => orderTotals(o.lines).gross))),
      ORDER_MESSAGES.fetch,
    ),
    invoicesDue: cellFrom<[Invoice[]]>(
      gates.orders,
      [invoices],
      (list) => {
        const { overdue } = invoicesToAct(list, today);
        return value(invoiceListTotals(owed(list).filter((i) => !overdue.includes(i))).gross);
      },
      INVOICE_MESSAGES.fetch,
    ),
    invoicesOverdue: cellFrom<[Invoice[]]>(
      gates.orders,
      [invoices],
      (list) => value(invoiceListTotals(invoicesToAct(list, today).overdue).gross),
      INVOICE_MESSAGES.fetch,
    ),
    stockValue: cellFrom<[InventoryItem[]]>(
      gates.stock,
      [stock],
      (items) => value(sumMoney(valueByCategory(items).map((c) => c.value))),
      INVENTORY_MESSAGES.fetch,
    ),
  };
}

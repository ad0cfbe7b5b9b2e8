import { toCents, type Tip } from '@/modules/finance';
import { type InventoryItem, stockState } from '@/modules/inventory';
import { isOverdue, type Invoice } from '@/modules/invoices';
import type { Order } from '@/modules/orders';
import type { Shift } from '@/modules/shifts';
import { addDays } from '@/lib/format';
import { approvedMinutes, localDate, pendingMinutes, plannedMinutes as plannedOf, type TimeEntry } from '@/modules/time-entries';

/** Pure rules of the dashboard's tiles (logic.test.ts). */

export function stockAlerts(items: readonly InventoryItem[]): { low: InventoryItem[]; out: InventoryItem[] } {
  const active = items.filter((i) => i.active);
  return {
    out: active.filter((i) => stockState(i) === 'out'),
    low: active.filter((i) => stockState(i) === 'low'),
  };
}

const RECEIVABLE = new Set<Order['status']>(['sent', 'confirmed', 'partially_received']);

/** Orders still to be received, the earliest expected first (unknown dates last). */
export function ordersToReceive(orders: readonly Order[]): Order[] {
  return orders
    .filter((o) => RECEIVABLE.has(o.status))
    .sort((a, b) => (a.expectedDeliveryDate || '9999').localeCompare(b.expectedDeliveryDate || '9999'));
}

export function invoicesToAct(invoices: readonly Invoice[], today: string): { toApprove: Invoice[]; overdue: Invoice[] } {
  return {
    toApprove: invoices.filter((i) => i.status === 'uploaded' || i.status === 'needs_review'),
    overdue: invoices.filter((i) => isOverdue(i, today)).sort((a, b) => a.dueDate.localeCompare(b.dueDate)),
  };
}

/** Shifts on a store-local day, not cancelled, earliest first. */
export function shiftsOn(shifts: readonly Shift[], day: string, timeZone: string): Shift[] {
  return shifts
    .filter((s) => s.status !== 'cancelled' && localDate(s.start, timeZone) === day)
    .sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * Planned minutes of a day, by the one definition of hours (time-entries/hours.ts: published
 * shifts of a person less their breaks; open shifts, drafts and cancelled ones do not count).
 */
export function plannedMinutes(shifts: readonly Shift[], day: string, timeZone: string): number {
  return plannedOf(shiftsOn(shifts, day, timeZone));
}

/**
 * Worked minutes of a day's entries by the one definition (time-entries/hours.ts): approved
 * entries only; running and pending ones count nowhere (`pendingMinutesOf` shows them apart).
 * `_now` is kept for the callers' signature: a running entry is no longer counted up to now.
 */
export function workedMinutesOf(entries: readonly TimeEntry[], _now?: string): number {
  return approvedMinutes(entries);
}

/** Minutes of a day's closed entries still waiting for approval (shown apart, counted nowhere). */
export function pendingMinutesOf(entries: readonly TimeEntry[]): number {
  return pendingMinutes(entries);
}

/** Entries still running (clocked in, not out). */
export function clockedIn(entries: readonly TimeEntry[]): TimeEntry[] {
  return entries.filter((e) => !e.clockOut).sort((a, b) => a.clockIn.localeCompare(b.clockIn));
}

/** The Monday of the week holding a `YYYY-MM-DD` day, and its seven days. */
export function weekOf(day: string): string[] {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const monday = addDays(day, -((weekday + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Tips of each given day in cents (summed in cents, docs/rules/api.md#contract-conventions); days without tips are 0. */
export function tipCentsByDay(tips: readonly Tip[], days: readonly string[]): number[] {
  return days.map((day) => tips.filter((t) => t.date === day).reduce((sum, t) => sum + toCents(t.amount), 0));
}

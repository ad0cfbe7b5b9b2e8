import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '@/modules/inventory';
import type { Invoice } from '@/modules/invoices';
import type { Shift } from '@/modules/shifts';
import type { TimeEntry } from '@/modules/time-entries';
import type { Tip } from '@/modules/finance';
import { formatMinutes } from '@/lib/duration';
import { clockedIn, invoicesToAct, pendingMinutesOf, plannedMinutes, stockAlerts, tipCentsByDay, weekOf, workedMinutesOf } from './logic';

const item = (id: string, amount: number, minAmount: number, active = true) =>
  ({ id, name: id, amount, minAmount, active }) as unknown as InventoryItem;
const invoice = (id: string, status: string, paymentStatus: string, dueDate: string) =>
  ({ id, status, paymentStatus, dueDate }) as unknown as Invoice;
const shift = (id: string, start: string, end: string, breakMinutes = 0, status: Shift['status'] = 'published'): Shift => ({
  id,
  storeId: 's',
  userId: 'u',
  role: '',
  start,
  end,
  breakMinutes,
  status,
  notes: '',
});
const entry = (id: string, clockIn: string, clockOut?: string, status: TimeEntry['status'] = 'approved'): TimeEntry => ({
  id,
  userId: 'u',
  storeId: 's',
  userName: '',
  clockIn,
  ...(clockOut ? { clockOut } : {}),
  breakMinutes: 0,
  breaks: [],
  note: '',
  changes: [],
  ...(status ? { status } : {}),
});

describe('dashboard rules', () => {
  it('stock alerts: out at or below zero, low at or below the minimum, inactive items left out', () => {
    const { out, low } = stockAlerts([item('a', 0, 2), item('b', 2, 2), item('c', 3, 2), item('d', 0, 2, false)]);
    expect(out.map((i) => i.id)).toEqual(['a']);
    expect(low.map((i) => i.id)).toEqual(['b']);
  });

  it('invoices to approve and overdue ones (unpaid, due before today, live)', () => {
    const list = [
      invoice('1', 'uploaded', 'unpaid', '2030-01-01'),
      invoice('2', 'approved', 'unpaid', '2025-03-01'),
      invoice('3', 'approved', 'paid', '2025-03-01'),
      invoice('4', 'cancelled', 'unpaid', '2025-03-01'),
      invoice('5', 'needs_review', 'unpaid', '2025-03-09'),
    ];
    const { toApprove, overdue } = invoicesToAct(list, '2025-03-10');
    expect(toApprove.map((i) => i.id)).toEqual(['1', '5']);
    expect(overdue.map((i) => i.id)).toEqual(['2', '5']);
  });

  it('the week runs Monday to Sunday', () => {
    expect(weekOf('2025-03-12')).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
      '2025-03-15',
      '2025-03-16',
    ]);
    expect(weekOf('2025-03-16')[0]).toBe('2025-03-10');
    expect(weekOf('2025-03-10')[0]).toBe('2025-03-10');
  });

  it('planned minutes of a store-local day less breaks, cancelled, draft and open shifts left out; worked minutes are approved entries only', () => {
    const shifts = [
      shift('a', '2025-03-10T08:00:00+01:00', '2025-03-10T16:00:00+01:00', 30),
      shift('b', '2025-03-10T23:30:00+01:00', '2025-03-11T02:00:00+01:00'),
      shift('c', '2025-03-10T10:00:00+01:00', '2025-03-10T12:00:00+01:00', 0, 'cancelled'),
      shift('d', '2025-03-10T10:00:00+01:00', '2025-03-10T12:00:00+01:00', 0, 'draft'),
      { ...shift('e', '2025-03-10T10:00:00+01:00', '2025-03-10T12:00:00+01:00'), userId: '' },
    ];
    expect(plannedMinutes(shifts, '2025-03-10', 'Europe/Berlin')).toBe(450 + 150);
    const entries = [
      entry('x', '2025-03-10T08:00:00Z', '2025-03-10T10:00:00Z'),
      entry('y', '2025-03-10T09:00:00Z', undefined, 'open'),
      entry('z', '2025-03-10T11:00:00Z', '2025-03-10T12:00:00Z', 'submitted'),
    ];
    expect(workedMinutesOf(entries, '2025-03-10T10:30:00Z')).toBe(120);
    expect(pendingMinutesOf(entries)).toBe(60);
    expect(clockedIn(entries).map((e) => e.id)).toEqual(['y']);
    // The chart shows them as every duration is shown: h:mm (docs/rules/i18n.md#formats).
    expect(formatMinutes(450)).toBe('7:30');
  });

  it("tips of each day of the week in cents, other days' tips left out", () => {
    const tip = (date: string, amount: number) => ({ id: date + amount, date, amount }) as unknown as Tip;
    const week = weekOf('2025-03-12');
    const cents = tipCentsByDay([tip('2025-03-10', 10.1), tip('2025-03-10', 0.2), tip('2025-03-12', 5), tip('2025-03-17', 99)], week);
    expect(cents).toEqual([1030, 0, 500, 0, 0, 0, 0]);
  });
});

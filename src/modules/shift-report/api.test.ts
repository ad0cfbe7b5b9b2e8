import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { tips } from '@mocks/db/finance';
import { addDays, todayIso } from '@/lib/format';
import { makeStore } from '@/app/store';
import { signedInState } from '@/test/render';
import { logRequests } from '@/test/requestLog';
import { weekdayOf } from '@/lib/storeTime';
import { shiftReportApi } from './api';

describe('GET v1/shift/store/{storeId}/employee-tips', () => {
  it('answers a manager hours and tips per week and person, the tips adding up to the shared tips of the range', async () => {
    const store = makeStore(signedInState('manager'));
    const log = logRequests(server);
    const startDate = addDays(todayIso(), -14);
    const endDate = addDays(todayIso(), -1);
    const rows = await store
      .dispatch(shiftReportApi.endpoints.getEmployeeTips.initiate({ storeId: 'store-1', startDate, endDate }))
      .unwrap();
    expect(log.all[0]).toMatchObject({ method: 'GET', path: 'v1/shift/store/store-1/employee-tips', query: { startDate, endDate } });
    expect(rows.length).toBeGreaterThan(0);
    // Berlin's weeks start on Monday.
    expect(rows.every((r) => weekdayOf(r.weekStart) === 1)).toBe(true);
    expect(rows.some((r) => r.hours > 0)).toBe(true);
    const shared = tips
      .where((t) => t.storeId === 'store-1' && t.date >= startDate && t.date <= endDate)
      .flatMap((t) => t.distributions)
      .reduce((a, d) => a + Math.round(d.amount * 100), 0);
    expect(Math.round(rows.reduce((a, r) => a + r.tips * 100, 0))).toBe(shared);
  });

  // Income is private (issue #41): the probe saw Sam Staff receive Marco Manager's hours and tips.
  it('answers a staff member (shift.read, no time_entry.read or tip.read) only their own rows; the manager everyone', async () => {
    const startDate = addDays(todayIso(), -27);
    const endDate = todayIso();
    const range = { storeId: 'store-1', startDate, endDate };
    const asStaff = await makeStore(signedInState('staff')).dispatch(shiftReportApi.endpoints.getEmployeeTips.initiate(range)).unwrap();
    const asManager = await makeStore(signedInState('manager')).dispatch(shiftReportApi.endpoints.getEmployeeTips.initiate(range)).unwrap();
    expect(asStaff.length).toBeGreaterThan(0);
    expect(new Set(asStaff.map((r) => r.userName))).toEqual(new Set(['Sam Staff']));
    expect(asManager.some((r) => r.userName === 'Marco Manager')).toBe(true);
    expect(new Set(asManager.map((r) => r.userId)).size).toBeGreaterThan(3);
    // The staff member's rows are the same figures the manager sees for them.
    expect(asManager.filter((r) => r.userId === 'user-staff')).toEqual(asStaff);
  });
});

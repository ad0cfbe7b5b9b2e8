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
  it('answers hours and tips per week and person, the tips adding up to the shared tips of the range', async () => {
    const store = makeStore(signedInState('staff'));
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
});

import { describe, expect, it } from 'vitest';
import { apiPath } from '../http';
import { salesDays } from '../db/sales';
import { signedInState } from '@/test/render';
import { addDays } from '@/lib/format';
import { todayInZone } from '@/lib/storeTime';

function as(role: 'owner' | 'manager' | 'viewer') {
  signedInState(role);
  return { Authorization: `Bearer test.user-${role}`, 'Content-Type': 'application/json' };
}

async function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(apiPath(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

// The stores' own day: the three demo stores are in Europe/Berlin (at 23:30 UTC on 31 December it is already 1 January there).
const today = todayInZone('Europe/Berlin');

describe('mock sales API', () => {
  it('seeds twelve weeks up to yesterday for every store', () => {
    for (const storeId of ['store-1', 'store-2', 'store-3']) {
      const days = salesDays.where((d) => d.storeId === storeId).map((d) => d.date);
      expect(days).toHaveLength(84);
      expect(days).toContain(addDays(today, -1));
      expect(days).not.toContain(today);
    }
  });

  it('answers actual days and projects the days ahead from typed figures, by hand', async () => {
    const h = as('owner');
    // Four same weekdays before today, typed: 100, 200, 300, 400 net → 250; gross +19 % → 297.5.
    const days = [7, 14, 21, 28].map((back, i) => ({ date: addDays(today, -back), net: (i + 1) * 100, gross: (i + 1) * 119 }));
    expect((await call('PUT', 'v1/sales/store/store-2', h, { days })).status).toBe(200);
    const week = await call('GET', `v1/sales/store/store-2?startDate=${addDays(today, -7)}&endDate=${addDays(today, 7)}`, h);
    const rows = week.body as { date: string; net: number; gross: number; kind: string }[];
    expect(rows.find((r) => r.date === addDays(today, -7))).toEqual({ date: addDays(today, -7), net: 100, gross: 119, kind: 'actual' });
    expect(rows.find((r) => r.date === today)).toEqual({ date: today, net: 250, gross: 297.5, kind: 'projected' });
    expect(rows.find((r) => r.date === addDays(today, 7))).toEqual({ date: addDays(today, 7), net: 250, gross: 297.5, kind: 'projected' });
    expect(rows).toHaveLength(15);
  });

  it('saves all days or none, and checks the permission in the store', async () => {
    const before = salesDays.all().length;
    const bad = await call('PUT', 'v1/sales/store/store-1', as('owner'), {
      days: [
        { date: '2026-10-01', net: 10, gross: 12 },
        { date: '2026-10-02', net: 10, gross: 5 },
      ],
    });
    expect(bad.status).toBe(422);
    expect(salesDays.all().length).toBe(before);
    expect((await call('GET', `v1/sales/store/store-1?startDate=${today}&endDate=${today}`, as('viewer'))).status).toBe(403);
    expect((await call('GET', 'v1/sales/store/store-3/target', as('manager'))).status).toBe(403);
    expect((await call('PUT', 'v1/sales/store/store-1/target', as('manager'), { targetLabourPercent: 27.5 })).body).toEqual({
      targetLabourPercent: 27.5,
    });
    expect((await call('GET', 'v1/sales/store/store-1/target', as('manager'))).body).toEqual({ targetLabourPercent: 27.5 });
  });
});

import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { signedInState } from '@/test/render';
import { addDays, todayIn, weekStartOf } from './time';
import { shiftsApi } from './api';

const { getShifts, createShift, updateShift, deleteShift } = shiftsApi.endpoints;
const TZ = 'Europe/Berlin';

describe('shift calls against the mock', () => {
  it('reads the seeded week, creates, updates and deletes a shift', async () => {
    const store = makeStore(signedInState('manager', 'store-1'));
    const monday = weekStartOf(todayIn(TZ), 1);
    const week = await store.dispatch(getShifts.initiate({ storeId: 'store-1', startDate: monday, endDate: addDays(monday, 6) }));
    expect(week.error).toBeUndefined();
    expect(week.data?.length).toBeGreaterThan(10);
    expect(week.data?.every((s) => s.status === 'published')).toBe(true);

    const created = await store.dispatch(
      createShift.initiate({
        storeId: 'store-1',
        shift: { userId: 'emp-1-3', role: 'cook', start: `${monday}T08:00:00+01:00`, end: `${monday}T12:00:00+01:00`, breakMinutes: 0, status: 'draft', notes: '' },
      }),
    );
    expect(created.data).toMatchObject({ storeId: 'store-1', userId: 'emp-1-3', role: 'cook', status: 'draft' });
    const id = created.data?.id ?? '';
    const updated = await store.dispatch(
      updateShift.initiate({ storeId: 'store-1', shift: { ...created.data!, id, status: 'published' } }),
    );
    expect(updated.data?.status).toBe('published');
    const removed = await store.dispatch(deleteShift.initiate({ storeId: 'store-1', id }));
    expect(removed.error).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { makeStore } from '@/app/store';
import { signedInState } from '@/test/render';
import { logRequests } from '@/test/requestLog';
import { addDays, todayIso } from '@/lib/format';
import { timeEntriesApi } from './api';
import { localDate, todayInZone, zonedInstant } from '@/lib/storeTime';
import { timeEntries } from '@mocks/db/timeEntries';
import type { TimeEntryInput } from './types';

const { saveTimeEntry, getTimeEntryHistory } = timeEntriesApi.endpoints;
const TZ = 'Europe/Berlin';
/** The request that saves an entry: always POST v1/time-entry, the entry as the body. */
const savedWith = (body: TimeEntryInput) => ({ method: 'POST', path: 'v1/time-entry', query: {}, search: '', body });

describe('POST v1/time-entry and GET v1/time-entry/history', () => {
  it('creates without an id, updates with the id, and the day’s history shows the entry', async () => {
    const store = makeStore(signedInState('staff'));
    const log = logRequests(server);
    const clockIn = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const create: TimeEntryInput = {
      storeId: 'store-1',
      clockIn,
      breaks: [],
      breakMinutes: 0,
      source: 'web',
      note: '',
    };
    const created = await store.dispatch(saveTimeEntry.initiate(create)).unwrap();
    expect(log.all[0]).toEqual(savedWith(create));
    expect(created).toMatchObject({ userId: 'user-staff', clockIn, status: 'open', source: 'web' });

    const clockOut = new Date(Date.now() - 60_000).toISOString();
    const update: TimeEntryInput = { ...create, id: created.id, clockOut, declaredTips: 12.5 };
    const updated = await store.dispatch(saveTimeEntry.initiate(update)).unwrap();
    expect(log.all[1]).toEqual(savedWith(update));
    expect(updated).toMatchObject({
      id: created.id,
      clockOut,
      declaredTips: 12.5,
      status: 'submitted',
    });

    const date = localDate(clockIn, TZ);
    const history = await store.dispatch(getTimeEntryHistory.initiate({ storeId: 'store-1', date })).unwrap();
    expect(log.all[2]).toMatchObject({
      method: 'GET',
      path: 'v1/time-entry/history',
      query: { date, storeId: 'store-1' },
    });
    expect(history.map((e) => e.id)).toContain(created.id);
    expect(history.every((e) => e.userId === 'user-staff')).toBe(true);
  });

  it('answers 422 with field errors for an end before the start and for an overlap', async () => {
    const store = makeStore(signedInState('staff'));
    const day = addDays(todayIso(), -5);
    const base: TimeEntryInput = {
      storeId: 'store-1',
      clockIn: zonedInstant(day, '02:00', TZ),
      clockOut: zonedInstant(day, '01:00', TZ),
      breaks: [],
      breakMinutes: 0,
      source: 'manual',
      note: 'Forgot to clock in',
    };
    const backwards = await store.dispatch(saveTimeEntry.initiate(base));
    expect(backwards.error).toMatchObject({
      status: 422,
      data: { fieldErrors: { clockOut: 'End must be after start.' } },
    });

    const first = await store.dispatch(saveTimeEntry.initiate({ ...base, clockOut: zonedInstant(day, '04:00', TZ) })).unwrap();
    expect(first.source).toBe('manual');
    const overlapping = await store.dispatch(
      saveTimeEntry.initiate({
        ...base,
        clockIn: zonedInstant(day, '03:00', TZ),
        clockOut: zonedInstant(day, '05:00', TZ),
      }),
    );
    expect(overlapping.error).toMatchObject({
      status: 422,
      data: { fieldErrors: { clockIn: 'This overlaps another time entry of this person.' } },
    });
  });

  it('gives holders of time_entry.read everyone’s entries of the day', async () => {
    const manager = makeStore(signedInState('manager'));
    // A day of the last week on which the seed has entries of several people in Berlin. Which days
    // those are depends on the date (the seed follows the plan): two days ago was a quiet Saturday
    // on a Monday (issue #40).
    const seeded = (date: string) => timeEntries.where((e) => e.storeId === 'store-1' && localDate(e.clockIn, TZ) === date);
    const date = [1, 2, 3, 4, 5, 6, 7]
      .map((n) => addDays(todayInZone(TZ), -n))
      .find((d) => new Set(seeded(d).map((e) => e.userId)).size > 1);
    if (!date) throw new Error('The seed has no day with several people in the last week.');
    const all = await manager.dispatch(getTimeEntryHistory.initiate({ storeId: 'store-1', date })).unwrap();
    expect(all.map((e) => e.id).sort()).toEqual(
      seeded(date)
        .map((e) => e.id)
        .sort(),
    );
    expect(new Set(all.map((e) => e.userId)).size).toBeGreaterThan(1);
  });
});

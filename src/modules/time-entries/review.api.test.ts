import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { addDays } from '@/lib/format';
import { todayInZone, zonedInstant } from '@/lib/storeTime';
import { runAt } from '@/test/instant';
import { signedInState } from '@/test/render';
import { getErrorStatus, getFieldErrors, requestError } from '@/api/errors';
import { timeEntriesApi } from './api';
import { reviewBody } from './review';
import type { TimeEntryInput } from './types';

const { saveTimeEntry } = timeEntriesApi.endpoints;
const BERLIN = 'Europe/Berlin';
/**
 * A time of yesterday in Berlin (store-1): the seed leaves the demo staff's yesterday and today
 * free (mocks/db/timeEntries.ts), so an entry made there overlaps nothing on any day. (Hours
 * before "now" did not: at 01:45 on a Sunday, 60 h before fell on a seeded Thursday shift.)
 */
const yesterdayAt = (time: string) => zonedInstant(addDays(todayInZone(BERLIN), -1), time, BERLIN);

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

// TEST_NOW, and the instant this file failed at (issue #40: Sunday 01:45 in Berlin).
describe.each([null, '2026-11-29T00:45:00Z'])('the demo server at %s: never doubled, locked once approved, reviews recorded', (instant) => {
  if (instant) runAt(instant);
  it('answers a repeated create (same clientId) with the entry made the first time', async () => {
    const staff = makeStore(signedInState('staff'));
    const body: TimeEntryInput = {
      storeId: 'store-1',
      clockIn: yesterdayAt('06:00'),
      breaks: [],
      breakMinutes: 0,
      source: 'web',
      note: '',
      clientId: 'tab-1-punch-1',
    };
    const first = await staff.dispatch(saveTimeEntry.initiate(body)).unwrap();
    const again = await staff.dispatch(saveTimeEntry.initiate(body)).unwrap();
    expect(again.id).toBe(first.id);
    expect(again.clientId).toBe('tab-1-punch-1');
  });

  it('a manager corrects with a reason (the original kept) and approves; then the owner gets 409', async () => {
    const staff = makeStore(signedInState('staff'));
    const manager = makeStore(signedInState('manager'));
    const created = await staff
      .dispatch(
        saveTimeEntry.initiate({
          storeId: 'store-1',
          clockIn: yesterdayAt('08:00'),
          clockOut: yesterdayAt('16:00'),
          breaks: [],
          breakMinutes: 30,
          source: 'manual',
          note: 'Forgot my phone.',
        }),
      )
      .unwrap();

    const noReason = await failure(
      manager
        .dispatch(
          saveTimeEntry.initiate(
            reviewBody(created, { times: { clockIn: created.clockIn, clockOut: yesterdayAt('15:00'), breakMinutes: 30 } }),
          ),
        )
        .unwrap(),
    );
    expect(getFieldErrors(requestError(noReason)).reason).toBe('Reason is required.');

    const corrected = await manager
      .dispatch(
        saveTimeEntry.initiate(
          reviewBody(created, {
            reason: 'Left at 5.',
            times: { clockIn: created.clockIn, clockOut: yesterdayAt('15:00'), breakMinutes: 30 },
          }),
        ),
      )
      .unwrap();
    expect(corrected).toMatchObject({ status: 'submitted', reason: 'Left at 5.', note: 'Forgot my phone.' });
    expect(corrected.changes).toHaveLength(1);
    expect(corrected.changes[0]).toMatchObject({
      action: 'corrected',
      by: 'user-manager',
      reason: 'Left at 5.',
      before: { clockOut: created.clockOut },
    });

    const approved = await manager.dispatch(saveTimeEntry.initiate(reviewBody(corrected, { status: 'approved' }))).unwrap();
    expect(approved.status).toBe('approved');
    expect(approved.reason).toBe('Left at 5.');
    expect(approved.changes.map((c) => c.action)).toEqual(['corrected', 'approved']);

    // Staff adding 4 h to their approved entry: refused, unchanged.
    const locked = await failure(
      staff.dispatch(saveTimeEntry.initiate({ ...reviewBody(approved, {}), clockOut: yesterdayAt('19:00') })).unwrap(),
    );
    expect(getErrorStatus(requestError(locked))).toBe(409);
  });

  it('a rejection needs a reason', async () => {
    const staff = makeStore(signedInState('staff'));
    const manager = makeStore(signedInState('manager'));
    const created = await staff
      .dispatch(
        saveTimeEntry.initiate({
          storeId: 'store-1',
          clockIn: yesterdayAt('10:00'),
          clockOut: yesterdayAt('12:00'),
          breaks: [],
          breakMinutes: 0,
          source: 'web',
          note: '',
        }),
      )
      .unwrap();
    const rejected = await manager
      .dispatch(saveTimeEntry.initiate(reviewBody(created, { status: 'rejected', reason: 'Not working that day.' })))
      .unwrap();
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Not working that day.' });
  });
});

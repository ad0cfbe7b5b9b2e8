import { describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from '@/app/store';
import { addDays, todayIso } from '@/lib/format';
import { formatClockTime, todayInZone, zonedInstant } from '@/lib/storeTime';
import { runAt } from '@/test/instant';
import { signedInState } from '@/test/render';
import { getErrorMessage, getErrorStatus, getFieldErrors, requestError } from '@/api/errors';
import { timeEntriesApi } from './api';
import { describeChange, reviewBody } from './review';
import type { TimeEntry, TimeEntryInput } from './types';

/**
 * Issue #41, "every hour with a full trail": the probe's cases against the demo server, each
 * refused or recorded with what was before and after; four eyes on every decision.
 */
const { saveTimeEntry, getTimeEntryHistory } = timeEntriesApi.endpoints;
const BERLIN = 'Europe/Berlin';
/** The demo staff's yesterday is free in the seed (mocks/db/timeEntries.ts). */
const yesterday = () => addDays(todayInZone(BERLIN), -1);
const yesterdayAt = (time: string) => zonedInstant(yesterday(), time, BERLIN);
/** A month ago: before the seed's three weeks, free for everyone. */
const monthAgoAt = (time: string) => zonedInstant(addDays(todayInZone(BERLIN), -30), time, BERLIN);

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    const failure = requestError(error);
    return { status: getErrorStatus(failure), message: getErrorMessage(failure, ''), fieldErrors: getFieldErrors(failure) };
  }
  throw new Error('expected a refusal');
};

const save = (store: AppStore, body: TimeEntryInput) => store.dispatch(saveTimeEntry.initiate(body)).unwrap();

/** The entry as the store's history answers it now (what a manager sees). */
async function stored(store: AppStore, entry: TimeEntry, storeId = entry.storeId): Promise<TimeEntry | undefined> {
  const day = entry.clockIn.slice(0, 10) === yesterdayAt('12:00').slice(0, 10) ? yesterday() : addDays(todayInZone(BERLIN), -30);
  const rows = await store
    .dispatch(getTimeEntryHistory.initiate({ storeId, date: day }, { forceRefetch: true, subscribe: false }))
    .unwrap();
  return rows.find((e) => e.id === entry.id);
}

const manualEntry = (clockIn: string, clockOut: string, storeId = 'store-1'): TimeEntryInput => ({
  storeId,
  clockIn,
  clockOut,
  breaks: [],
  breakMinutes: 30,
  source: 'manual',
  note: 'Forgot my phone.',
});

describe.each([null, '2026-11-29T00:45:00Z'])('the demo server at %s: a trail for hours, four eyes', (instant) => {
  if (instant) runAt(instant);

  /** Sam's 08:00–16:00 of yesterday, approved by Marco. */
  async function approvedEntry() {
    const staff = makeStore(signedInState('staff'));
    const manager = makeStore(signedInState('manager'));
    const created = await save(staff, manualEntry(yesterdayAt('08:00'), yesterdayAt('16:00')));
    const approved = await save(manager, reviewBody(created, { status: 'approved' }));
    expect(approved.status).toBe('approved');
    return { staff, manager, approved };
  }

  it('(a) a reviewer cannot send an approved entry back with "submitted"; the person cannot add 4 h to it', async () => {
    const { staff, manager, approved } = await approvedEntry();
    const back = await refusal(save(manager, { ...reviewBody(approved, {}), status: 'submitted' as 'approved' }));
    expect(back.status).toBe(422);
    expect(back.fieldErrors.status).toBe(
      'A review approves or rejects an entry; a correction without approval leaves it waiting for a decision.',
    );
    const longer = await refusal(save(staff, { ...reviewBody(approved, {}), clockOut: yesterdayAt('20:00') }));
    expect(longer.status).toBe(409);
    expect(longer.message).toBe('This entry is approved and can no longer be changed here. Ask your manager for a correction.');
    const now = await stored(manager, approved);
    expect(now).toMatchObject({ status: 'approved', clockOut: approved.clockOut });
    expect(now?.changes.map((c) => c.action)).toEqual(['approved']);
  });

  it('(a) an approval undone by a correction is on record, and so is the 4 h the person adds after it', async () => {
    const { staff, manager, approved } = await approvedEntry();
    const reopened = await save(
      manager,
      reviewBody(approved, {
        reason: 'Break was longer.',
        times: { clockIn: approved.clockIn, clockOut: yesterdayAt('16:00'), breakMinutes: 45 },
      }),
    );
    expect(reopened.status).toBe('submitted');
    expect(reopened.changes.at(-1)).toMatchObject({
      action: 'corrected',
      by: 'user-manager',
      reason: 'Break was longer.',
      before: { breakMinutes: 30, status: 'approved' },
      after: { breakMinutes: 45, status: 'submitted' },
    });
    const longer = await save(staff, { ...reviewBody(reopened, {}), clockOut: yesterdayAt('20:00') });
    expect(longer.changes.at(-1)).toMatchObject({
      action: 'resubmitted',
      by: 'user-staff',
      before: { clockOut: approved.clockOut },
      after: { clockOut: yesterdayAt('20:00') },
    });
    expect((await stored(manager, approved))?.changes.map((c) => c.action)).toEqual(['approved', 'corrected', 'resubmitted']);
  });

  it('(b) an entry stays in its store: a POST with another storeId is refused and the entry stays in Berlin', async () => {
    const { manager, approved } = await approvedEntry();
    const moved = await refusal(save(manager, { ...reviewBody(approved, {}), storeId: 'store-2' }));
    expect(moved.status).toBe(409);
    expect(moved.message).toBe('A time entry stays in the store it was recorded in.');
    expect(await stored(manager, approved)).toMatchObject({ storeId: 'store-1', status: 'approved' });
    expect(await stored(manager, approved, 'store-2')).toBeUndefined();
  });

  it('(c) declared tips and new break punches on an approved entry: refused for the person, a recorded correction for a reviewer', async () => {
    const { staff, manager, approved } = await approvedEntry();
    const punches = [{ start: yesterdayAt('11:00'), end: yesterdayAt('11:20') }];
    const changed = { ...reviewBody(approved, {}), declaredTips: 9999, breaks: punches };
    expect((await refusal(save(staff, changed))).status).toBe(409);
    const unexplained = await refusal(save(manager, changed));
    expect(unexplained.fieldErrors.reason).toBe('Reason is required.');
    const corrected = await save(manager, { ...changed, status: 'approved', reason: 'Tips counted again.' });
    expect(corrected.status).toBe('approved');
    expect(corrected.changes.at(-1)).toMatchObject({
      action: 'corrected',
      reason: 'Tips counted again.',
      before: { breakMinutes: 30, breaks: [] },
      after: { breakMinutes: 20, breaks: punches, declaredTips: 9999 },
    });
    expect(corrected.changes.at(-1)?.before).not.toHaveProperty('declaredTips');
    // Beyond the limits: refused at the field.
    const tooMuch = await refusal(save(manager, { ...changed, declaredTips: 10_000.01, reason: 'x' }));
    expect(tooMuch.fieldErrors.declaredTips).toBe('Enter declared tips from 0 to 10000 with at most 2 decimals.');
    const manyBreaks = Array.from({ length: 21 }, (_, i) => ({ start: yesterdayAt(`09:${10 + i}`), end: yesterdayAt(`09:${10 + i}`) }));
    const tooMany = await refusal(save(manager, { ...changed, breaks: manyBreaks, reason: 'x' }));
    expect(tooMany.fieldErrors.breaks).toBe('An entry can have at most 20 breaks.');
  });

  it('(d) a correction that approves locks the entry; one left waiting records the person’s change under its own line', async () => {
    const staff = makeStore(signedInState('staff'));
    const manager = makeStore(signedInState('manager'));
    const first = await save(staff, manualEntry(yesterdayAt('08:00'), yesterdayAt('15:01')));
    const times = { clockIn: first.clockIn, clockOut: yesterdayAt('13:01'), breakMinutes: 30 };
    const approved = await save(manager, reviewBody(first, { status: 'approved', reason: 'Left at 13:01.', times }));
    expect(approved.status).toBe('approved');
    expect(approved.changes).toMatchObject([
      { action: 'corrected', before: { clockOut: yesterdayAt('15:01') }, after: { clockOut: yesterdayAt('13:01') } },
      { action: 'approved', before: { status: 'submitted' }, after: { status: 'approved' } },
    ]);
    expect((await refusal(save(staff, { ...reviewBody(approved, {}), clockOut: yesterdayAt('18:01') }))).status).toBe(409);

    const second = await save(staff, manualEntry(yesterdayAt('16:00'), yesterdayAt('17:00')));
    const waiting = await save(
      manager,
      reviewBody(second, {
        reason: 'Check with Sam.',
        times: { clockIn: second.clockIn, clockOut: yesterdayAt('16:30'), breakMinutes: 0 },
      }),
    );
    expect(waiting.status).toBe('submitted');
    await save(staff, { ...reviewBody(waiting, {}), clockOut: yesterdayAt('18:01') });
    const seen = await stored(manager, second);
    expect(seen?.clockOut).toBe(yesterdayAt('18:01'));
    const lines = (seen?.changes ?? []).map((c) => describeChange(c, BERLIN, () => 'then'));
    const [five, halfPastFour, oneMinutePastSix] = ['17:00', '16:30', '18:01'].map((t) => formatClockTime(yesterdayAt(t), BERLIN));
    expect(lines).toEqual([
      `Corrected by Marco Manager on then. end ${five} → ${halfPastFour}, break 30 → 0 min. Reason: Check with Sam.`,
      `Changed and resubmitted by Sam Staff on then. end ${halfPastFour} → ${oneMinutePastSix}`,
    ]);
  });

  it('four eyes: nobody approves, corrects or rejects their own entry (409 with a message, never 403), nor creates one approved', async () => {
    const manager = makeStore(signedInState('manager'));
    const own = await save(manager, manualEntry(monthAgoAt('08:00'), monthAgoAt('20:00')));
    const ownEntry = 'You cannot approve, correct or reject your own time entry: another manager or the owner reviews it.';
    for (const decision of [
      { status: 'approved' as const },
      { reason: 'Stayed late.', times: { clockIn: own.clockIn, clockOut: monthAgoAt('21:00'), breakMinutes: 30 } },
      { status: 'rejected' as const, reason: 'Mine.' },
    ]) {
      const refused = await refusal(save(manager, reviewBody(own, decision)));
      expect(refused).toMatchObject({ status: 409, message: ownEntry });
    }
    const created = await refusal(save(manager, { ...manualEntry(monthAgoAt('21:00'), monthAgoAt('22:00')), status: 'approved' }));
    expect(created).toMatchObject({ status: 409, message: ownEntry });
    expect(await stored(manager, own)).toMatchObject({ status: 'submitted', changes: [] });

    // The owner's own hours: another reviewer of the store (here the manager) decides them.
    const ownerStore = makeStore(signedInState('owner'));
    const owners = await save(ownerStore, manualEntry(monthAgoAt('06:00'), monthAgoAt('07:00')));
    expect((await refusal(save(ownerStore, reviewBody(owners, { status: 'approved' })))).status).toBe(409);
    expect((await save(manager, reviewBody(owners, { status: 'approved' }))).changes).toMatchObject([
      { action: 'approved', by: 'user-manager' },
    ]);
  });

  it('punches on days the calendar lacks or far from today are refused', async () => {
    const staff = makeStore(signedInState('staff'));
    const far = await refusal(save(staff, manualEntry('9999-01-01T08:00:00Z', '9999-01-01T09:00:00Z')));
    expect(far.fieldErrors.clockIn).toBe('Enter a date within a year of today.');
    // 30 February of this test's year (its clock): within the window, not in the calendar.
    const feb30 = `${todayIso().slice(0, 4)}-02-30`;
    const noDay = await refusal(save(staff, manualEntry(`${feb30}T08:00:00Z`, `${feb30}T09:00:00Z`)));
    expect(noDay.fieldErrors.clockIn).toBe('Enter a valid start time.');
  });
});

import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { approvedAvailability } from '@mocks/db/shiftNotes';
import { apiPath } from '@mocks/http';
import { makeStore } from '@/app/store';
import { signedInState } from '@/test/render';
import { logRequests } from '@/test/requestLog';
import { shiftNotesApi } from './api';
import { approvedVersion } from './logic';
import type { AvailabilityInput } from './types';

const { getUserShiftNotes, getTeamShiftNotes, saveOwnShiftNotes, reviewShiftNotes } = shiftNotesApi.endpoints;

// 2030-06-02 is a Sunday.
const SUNDAY = '2030-06-02';
const change: AvailabilityInput = {
  weekly: [
    { weekday: 0, start: '00:00', end: '24:00', kind: 'available' },
    { weekday: 1, start: '08:00', end: '12:00', kind: 'preferred' },
  ],
  exceptions: [{ date: SUNDAY, allDay: true, kind: 'time_off', reason: 'Wedding' }],
  wishedHoursPerWeek: 20,
  note: 'Sundays are best',
};

describe('shift notes calls', () => {
  it('saves the own notes as a pending change beside the approved version, and reads them back', async () => {
    const store = makeStore(signedInState('staff'));
    const log = logRequests(server);
    const saved = await store.dispatch(saveOwnShiftNotes.initiate({ storeId: 'store-1', notes: change, version: 1 })).unwrap();
    expect(log.all[0]).toEqual({
      method: 'PATCH',
      path: 'v1/user/shift-notes',
      query: {},
      search: '',
      body: { ...change, storeId: 'store-1', version: 1 },
    });
    expect(saved).toMatchObject({ userId: 'user-staff', storeId: 'store-1', status: 'pending', note: 'Sundays are best', version: 2 });
    // The approved version (weekdays only) is still what planning uses.
    expect(saved.approved?.weekly.some((r) => r.weekday === 0)).toBe(false);

    const read = await store.dispatch(getUserShiftNotes.initiate({ userId: 'user-staff', storeId: 'store-1' })).unwrap();
    expect(log.all[1]).toMatchObject({ method: 'GET', path: 'v1/user/user-staff/shift-notes', query: { storeId: 'store-1' } });
    expect(read.status).toBe('pending');
    expect(read.exceptions).toEqual(change.exceptions);
  });

  it('no lost update (issue #41): a save without version is refused (422), a stale one and a decision on a replaced request answer 409 with the current notes', async () => {
    const staff = makeStore(signedInState('staff'));
    const none = await staff.dispatch(saveOwnShiftNotes.initiate({ storeId: 'store-1', notes: change }));
    expect(none.error).toMatchObject({ status: 422 });
    await staff.dispatch(saveOwnShiftNotes.initiate({ storeId: 'store-1', notes: change, version: 1 })).unwrap();
    // A second tab, still at version 1.
    const stale = await staff.dispatch(
      saveOwnShiftNotes.initiate({ storeId: 'store-1', notes: { ...change, note: 'Other tab' }, version: 1 }),
    );
    expect(stale.error).toMatchObject({ status: 409, data: { current: { note: 'Sundays are best', status: 'pending', version: 2 } } });
    // The manager read the request at version 2; the person changes it before the decision.
    await staff.dispatch(saveOwnShiftNotes.initiate({ storeId: 'store-1', notes: { ...change, note: 'Changed' }, version: 2 })).unwrap();
    const manager = makeStore(signedInState('manager', 'store-1'));
    const approve = await manager.dispatch(
      reviewShiftNotes.initiate({ userId: 'user-staff', storeId: 'store-1', action: 'approve', version: 2 }),
    );
    expect(approve.error).toMatchObject({ status: 409, data: { current: { note: 'Changed', version: 3 } } });
  });

  it('refuses a range that ends before it starts and an exception without a date (422 with field errors)', async () => {
    const store = makeStore(signedInState('staff'));
    const bad: AvailabilityInput = {
      ...change,
      weekly: [{ weekday: 2, start: '15:00', end: '09:00', kind: 'available' }],
      exceptions: [{ date: '', allDay: true, kind: 'time_off', reason: '' }],
    };
    const result = await store.dispatch(saveOwnShiftNotes.initiate({ storeId: 'store-1', notes: bad }));
    expect(result.error).toMatchObject({
      status: 422,
      data: { fieldErrors: { 'weekly.0.end': 'The range must end after it starts.', 'exceptions.0.date': 'An exception needs a date.' } },
    });
  });

  it('lets a manager list the team, approve a pending change and decline one with a reason', async () => {
    const staff = makeStore(signedInState('staff'));
    await staff.dispatch(saveOwnShiftNotes.initiate({ storeId: 'store-1', notes: change, version: 1 })).unwrap();
    expect(approvedAvailability('store-1', 'user-staff', '2030-06-09').available).toBe(false);

    const manager = makeStore(signedInState('manager', 'store-1'));
    const log = logRequests(server);
    const team = await manager.dispatch(getTeamShiftNotes.initiate({ storeId: 'store-1' })).unwrap();
    expect(log.all[0]).toMatchObject({ method: 'GET', path: 'v1/user/store/store-1/shift-notes' });
    expect(team.find((n) => n.userId === 'user-staff')?.status).toBe('pending');
    expect(team.some((n) => n.status === 'approved')).toBe(true);

    const approved = await manager
      .dispatch(reviewShiftNotes.initiate({ userId: 'user-staff', storeId: 'store-1', action: 'approve', version: 2 }))
      .unwrap();
    expect(log.all[1]).toEqual({
      method: 'PATCH',
      path: 'v1/user/user-staff/shift-notes',
      query: {},
      search: '',
      body: { storeId: 'store-1', action: 'approve', version: 2 },
    });
    expect(approved.status).toBe('approved');
    expect(approvedVersion(approved)?.weekly).toEqual(change.weekly);
    // The scheduler's question: Sunday is now available all day, except the dated time off.
    expect(approvedAvailability('store-1', 'user-staff', '2030-06-09')).toEqual({
      available: true,
      ranges: [{ start: '00:00', end: '24:00' }],
    });
    expect(approvedAvailability('store-1', 'user-staff', SUNDAY)).toEqual({ available: false, ranges: [] });

    // Nothing pending any more: a second decision is refused.
    const again = await manager.dispatch(
      reviewShiftNotes.initiate({ userId: 'user-staff', storeId: 'store-1', action: 'approve', version: 3 }),
    );
    expect(again.error).toMatchObject({ status: 409 });

    await staff.dispatch(saveOwnShiftNotes.initiate({ storeId: 'store-1', notes: { ...change, note: 'Second try' }, version: 3 })).unwrap();
    const noReason = await manager.dispatch(
      reviewShiftNotes.initiate({ userId: 'user-staff', storeId: 'store-1', action: 'decline', declineReason: ' ' }),
    );
    expect(noReason.error).toMatchObject({ status: 422, data: { fieldErrors: { declineReason: 'Give a reason for declining.' } } });
    const declined = await manager
      .dispatch(
        reviewShiftNotes.initiate({
          userId: 'user-staff',
          storeId: 'store-1',
          action: 'decline',
          declineReason: 'We need you on Mondays',
          version: 4,
        }),
      )
      .unwrap();
    expect(log.all.at(-1)?.body).toEqual({ storeId: 'store-1', action: 'decline', declineReason: 'We need you on Mondays', version: 4 });
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'We need you on Mondays', note: 'Second try' });
    // Declining keeps the approved version.
    expect(approvedVersion(declined)?.note).toBe('Sundays are best');
  });

  it('lets a manager edit a person’s notes (saved as approved); staff may not read others’ or the team’s', async () => {
    const manager = makeStore(signedInState('manager', 'store-1'));
    const log = logRequests(server);
    const edited = await manager
      .dispatch(reviewShiftNotes.initiate({ userId: 'emp-1-2', storeId: 'store-1', action: 'edit', notes: change, version: 1 }))
      .unwrap();
    expect(log.all[0]?.body).toEqual({ storeId: 'store-1', action: 'edit', notes: change, version: 1 });
    expect(edited).toMatchObject({ userId: 'emp-1-2', status: 'approved', reviewedBy: 'user-manager' });

    const staff = makeStore(signedInState('staff'));
    // The contract declares shift.write (own notes); the server refuses another person's without shift.update.
    const token = staff.getState().auth.accessToken ?? '';
    const others = await fetch(apiPath('v1/user/emp-1-2/shift-notes?storeId=store-1'), { headers: { Authorization: `Bearer ${token}` } });
    expect(others.status).toBe(403);
    const teamCall = await staff.dispatch(getTeamShiftNotes.initiate({ storeId: 'store-1' }));
    expect(teamCall.error).toBeDefined();
    expect(log.count('GET', 'v1/user/store/store-1/shift-notes')).toBe(0);
  });
});

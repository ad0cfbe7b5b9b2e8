import { describe, expect, it, beforeEach } from 'vitest';
import { shifts } from '@mocks/db/shifts';
import { timeOff } from '@mocks/db/timeOff';
import { makeStore } from '@/app/store';
import { signedInState } from '@/test/render';
import { addShift, clearShiftsOfSamAndKai, signedInAsKai, weekdayAhead } from '@/test/selfService';
import { requestsApi } from './api';

const { getMyRequests, getRequestQueue, offerShift, claimShift, withdrawRequest, decideRequest, saveRequestSettings } =
  requestsApi.endpoints;
const STORE = 'store-1';

describe('shift requests (issue #45): offer, claim, approve or decline', () => {
  beforeEach(() => {
    clearShiftsOfSamAndKai();
  });

  it('Sam offers, Kai claims, the shift stays Sam’s until the manager approves; the queue shows what it changes', async () => {
    const day = weekdayAhead();
    addShift('fri', 'user-staff', day);
    const sam = makeStore(signedInState('staff'));
    const kai = makeStore(signedInAsKai());
    const manager = makeStore(signedInState('manager', STORE));

    const offered = await sam.dispatch(offerShift.initiate({ storeId: STORE, shiftId: 'fri' })).unwrap();
    expect(offered).toMatchObject({ status: 'offered', fromUserId: 'user-staff', fromName: 'Sam Staff', toUserId: '' });
    // Offered twice: refused.
    const again = await sam.dispatch(offerShift.initiate({ storeId: STORE, shiftId: 'fri' }));
    expect(again.error).toMatchObject({ status: 422, message: 'This shift is already offered.' });

    const forKai = await kai.dispatch(getMyRequests.initiate({ storeId: STORE })).unwrap();
    expect(forKai.claimable.find((c) => c.shift.id === 'fri')).toMatchObject({ requestId: offered.id, fromName: 'Sam Staff' });
    const claimed = await kai.dispatch(claimShift.initiate({ storeId: STORE, shiftId: 'fri' })).unwrap();
    expect(claimed).toMatchObject({ status: 'pending', toUserId: 'user-colleague', toName: 'Kai Colleague' });
    expect(shifts.get('fri')?.userId).toBe('user-staff');

    const queue = await manager.dispatch(getRequestQueue.initiate({ storeId: STORE })).unwrap();
    const pending = queue.find((r) => r.id === offered.id);
    // Kai has no other shift that week: 0 h → 7.5 h (8 h less the 30 min break), against 25 h wished and contracted;
    // Sam 7.5 h → 0 h. Both earn 14.25 €/h, so the week's labour cost stays as it is.
    expect(pending?.impact).toMatchObject({
      outsideAvailability: false,
      overlaps: 0,
      hoursBefore: 0,
      hoursAfter: 7.5,
      wishedHours: 25,
      contractHours: 25,
      giver: { hoursBefore: 7.5, hoursAfter: 0, contractHours: 25 },
    });
    expect(pending?.impact?.costAfter).toBe(pending?.impact?.costBefore);

    const approved = await manager
      .dispatch(decideRequest.initiate({ id: offered.id, storeId: STORE, action: 'approve', reason: '' }))
      .unwrap();
    expect(approved.status).toBe('approved');
    expect(shifts.get('fri')?.userId).toBe('user-colleague');
    expect(shifts.get('fri')?.version).toBe(2);
    // Decided once: a second decision is refused.
    const twice = await manager.dispatch(decideRequest.initiate({ id: offered.id, storeId: STORE, action: 'approve', reason: '' }));
    expect(twice.error).toMatchObject({ status: 409 });
  });

  it('a decline needs a reason, leaves the shift and tells both people why', async () => {
    addShift('mon', 'user-staff', weekdayAhead());
    const sam = makeStore(signedInState('staff'));
    const kai = makeStore(signedInAsKai());
    const manager = makeStore(signedInState('manager', STORE));
    const offered = await sam.dispatch(offerShift.initiate({ storeId: STORE, shiftId: 'mon' })).unwrap();
    await kai.dispatch(claimShift.initiate({ storeId: STORE, shiftId: 'mon' })).unwrap();
    const noReason = await manager.dispatch(decideRequest.initiate({ id: offered.id, storeId: STORE, action: 'decline', reason: ' ' }));
    expect(noReason.error).toMatchObject({ status: 422, data: { fieldErrors: { reason: 'Say why you decline.' } } });
    await manager
      .dispatch(decideRequest.initiate({ id: offered.id, storeId: STORE, action: 'decline', reason: 'Kai is needed at the till' }))
      .unwrap();
    expect(shifts.get('mon')?.userId).toBe('user-staff');
    for (const person of [sam, kai]) {
      const mine = await person.dispatch(getMyRequests.initiate({ storeId: STORE }, { forceRefetch: true })).unwrap();
      expect(mine.requests.find((r) => r.id === offered.id)).toMatchObject({ status: 'declined', reason: 'Kai is needed at the till' });
    }
  });

  it('is not offered to, and refuses a crafted claim of, someone on time off that day or without a published shift on offer', async () => {
    const day = weekdayAhead();
    addShift('busy', 'user-staff', day);
    addShift('open', '', weekdayAhead(1));
    const sam = makeStore(signedInState('staff'));
    const kai = makeStore(signedInAsKai());
    // Not offered: a claim of Sam's shift is refused.
    const notOffered = await kai.dispatch(claimShift.initiate({ storeId: STORE, shiftId: 'busy' }));
    expect(notOffered.error).toMatchObject({ status: 422, message: 'This shift is not offered to anyone.' });

    await sam.dispatch(offerShift.initiate({ storeId: STORE, shiftId: 'busy' })).unwrap();
    timeOff.insert({ id: 'kai-away', storeId: STORE, userId: 'user-colleague', date: day, reason: 'Vacation' });
    const mine = await kai.dispatch(getMyRequests.initiate({ storeId: STORE })).unwrap();
    expect(mine.claimable.map((c) => c.shift.id)).not.toContain('busy');
    // The open shift (another day) is offered to Kai.
    expect(mine.claimable.find((c) => c.shift.id === 'open')).toMatchObject({ fromName: '' });
    const crafted = await kai.dispatch(claimShift.initiate({ storeId: STORE, shiftId: 'busy' }));
    expect(crafted.error).toMatchObject({ status: 422, message: 'You have time off that day.' });
    expect(shifts.get('busy')?.userId).toBe('user-staff');

    // Sam cannot take their own shift, nor is it offered to them.
    const own = await sam.dispatch(claimShift.initiate({ storeId: STORE, shiftId: 'busy' }));
    expect(own.error).toMatchObject({ status: 422, message: 'This is already your shift.' });
  });

  it('withdrawing: the taker steps back (on offer again), the giver ends the offer', async () => {
    addShift('w', 'user-staff', weekdayAhead());
    const sam = makeStore(signedInState('staff'));
    const kai = makeStore(signedInAsKai());
    const offered = await sam.dispatch(offerShift.initiate({ storeId: STORE, shiftId: 'w' })).unwrap();
    await kai.dispatch(claimShift.initiate({ storeId: STORE, shiftId: 'w' })).unwrap();
    const back = await kai.dispatch(withdrawRequest.initiate({ id: offered.id, storeId: STORE })).unwrap();
    expect(back).toMatchObject({ status: 'offered', toUserId: '' });
    const ended = await sam.dispatch(withdrawRequest.initiate({ id: offered.id, storeId: STORE })).unwrap();
    expect(ended.status).toBe('withdrawn');
    const late = await kai.dispatch(claimShift.initiate({ storeId: STORE, shiftId: 'w' }));
    expect(late.error).toMatchObject({ status: 422, message: 'This shift is not offered to anyone.' });
  });

  it('per store: an offer between people of the same role takes effect at the claim when the store says so', async () => {
    addShift('same', 'user-staff', weekdayAhead());
    const manager = makeStore(signedInState('manager', STORE));
    await manager.dispatch(saveRequestSettings.initiate({ storeId: STORE, sameRoleWithoutApproval: true })).unwrap();
    const sam = makeStore(signedInState('staff'));
    const kai = makeStore(signedInAsKai());
    await sam.dispatch(offerShift.initiate({ storeId: STORE, shiftId: 'same' })).unwrap();
    const taken = await kai.dispatch(claimShift.initiate({ storeId: STORE, shiftId: 'same' })).unwrap();
    expect(taken.status).toBe('approved');
    expect(shifts.get('same')?.userId).toBe('user-colleague');
  });
});

import { shifts, timeOff, timeZoneOf, type MockShift } from './db/shifts';
import { approvedAvailability, shiftNotes, shiftNotesId } from './db/shiftNotes';
import { mayWorkShifts, staffOf } from './db/staff';
import { isOpenRequest, shiftRequests, type MockShiftRequest } from './db/shiftRequests';
import { shiftDetailsOf } from './shiftDetails';
import { versionInForce } from './rules/availability';
import { impactOf, refusalFor, weekOf, type Taker } from './rules/shiftRequests';
import { dayIn } from './rules/calendar';

/** The records the shift-request rules (rules/shiftRequests.ts) read, gathered from the demo's db. */

const memberOf = (storeId: string, userId: string) => staffOf(storeId).find((s) => s.userId === userId && s.active);

function takerOf(storeId: string, userId: string): Taker & { userId: string; wishedHours: number | null; contractHours: number | null } {
  const member = memberOf(storeId, userId);
  const version = versionInForce(shiftNotes.get(shiftNotesId(storeId, userId)));
  const away = new Set(timeOff.where((t) => t.storeId === storeId && t.userId === userId).map((t) => t.date));
  for (const e of version?.exceptions ?? []) if (e.kind === 'time_off' && e.allDay) away.add(e.date);
  return {
    userId,
    member: member !== undefined,
    mayWork: mayWorkShifts(storeId, userId),
    timeOff: away,
    openOn: (day) => approvedAvailability(storeId, userId, day),
    shifts: shifts.where((s) => s.storeId === storeId && s.userId === userId),
    wishedHours: version?.wishedHoursPerWeek ?? null,
    contractHours: member?.contractHoursPerWeek ?? null,
  };
}

export const refusal = (userId: string, shift: MockShift, now = Date.now()) =>
  refusalFor(userId, shift, takerOf(shift.storeId, userId), timeZoneOf(shift.storeId), now);

const nameOf = (storeId: string, userId: string) => staffOf(storeId).find((s) => s.userId === userId)?.userName ?? '';

export const openRequestFor = (shiftId: string) => shiftRequests.where((r) => r.shiftId === shiftId && isOpenRequest(r))[0];

/** What a pending request would change, worked out now. */
function impactFor(request: MockShiftRequest, shift: MockShift) {
  const { timeZone, weekStartsOn } = shiftDetailsOf(shift.storeId);
  const [first, last] = weekOf(shift, timeZone, weekStartsOn);
  const week = shifts.where((s) => {
    if (s.storeId !== shift.storeId) return false;
    const day = dayIn(s.start, timeZone);
    return day >= first && day <= last;
  });
  const rates = new Map(staffOf(shift.storeId).map((m) => [m.userId, m.hourlyRate]));
  const giver = request.fromUserId ? takerOf(shift.storeId, request.fromUserId) : null;
  return impactOf(shift, takerOf(shift.storeId, request.toUserId), giver, week, (id) => rates.get(id) ?? 0, timeZone);
}

/** A request as answered: the names, the shift as it is now and, while pending, what it would change. */
export function answerOf(request: MockShiftRequest) {
  const shift = shifts.get(request.shiftId);
  const { decidedBy: _by, ...rest } = request;
  return {
    ...rest,
    fromName: nameOf(request.storeId, request.fromUserId),
    toName: nameOf(request.storeId, request.toUserId),
    ...(shift ? { shift } : {}),
    ...(shift && request.status === 'pending' && request.toUserId ? { impact: impactFor(request, shift) } : {}),
  };
}

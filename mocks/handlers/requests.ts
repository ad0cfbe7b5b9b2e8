import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '../rules/permissions';
import { DecisionInputSchema, RequestSettingsInputSchema, ShiftActionInputSchema, WithdrawInputSchema } from '@/modules/requests/schema';
import { shifts, type MockShift } from '../db/shifts';
import { staffOf } from '../db/staff';
import { isOpenRequest, requestSettings, shiftRequests, type MockShiftRequest } from '../db/shiftRequests';
import { REQUEST_REFUSALS } from '../rules/requestMessages';
import { answerOf, openRequestFor, refusal } from '../requestTakers';
import { authorize, found, handle, HttpError, json, storeRoute } from '../http';
import { nextVersion } from './versions';

/**
 * Shift requests (issue #45), contract additions (docs/contract-additions.md): a person offers
 * their published shift, an eligible colleague claims it (or an open shift), a manager approves or
 * declines with a reason. The shift changes only on approval; until then the offering person
 * stays on it. Staff calls need shift.write in the store, the queue and decisions shift.update.
 * A refusal is a 422 with the reason as its message.
 */
const refuse = (message: string) => new HttpError(422, message);
const UPCOMING_MS = 28 * 86_400_000;

const sameRole = (storeId: string, shift: MockShift, a: string, b: string) => {
  const roles = (userId: string) => staffOf(storeId).find((s) => s.userId === userId)?.roles ?? [];
  return roles(a).includes(shift.role) && roles(b).includes(shift.role);
};

/** Gives the shift to the request's taker (a new shift version), and closes the request as approved. */
function approve(request: MockShiftRequest, by: string, shift: MockShift): MockShiftRequest {
  shifts.update(shift.id, { userId: request.toUserId, version: nextVersion(shift, undefined, 'shift') });
  return shiftRequests.update(request.id, { status: 'approved', decidedAt: new Date().toISOString(), decidedBy: by }) ?? request;
}

const settingsOf = (storeId: string) => ({ sameRoleWithoutApproval: requestSettings.get(storeId)?.sameRoleWithoutApproval ?? false });

export const handlers: HttpHandler[] = [
  storeRoute('get', 'v1/shift-requests/store/:storeId/mine', PERMISSIONS.shiftWrite, ({ storeId, user }) => {
    const now = Date.now();
    const mine = shiftRequests
      .where((r) => r.storeId === storeId && (r.fromUserId === user.id || r.toUserId === user.id))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    // Offered and open shifts ahead that this person may take: nobody else is offered what they may not work.
    const claimable = shifts
      .where(
        (s) => s.storeId === storeId && s.status === 'published' && Date.parse(s.start) > now && Date.parse(s.start) < now + UPCOMING_MS,
      )
      .flatMap((shift) => {
        const open = openRequestFor(shift.id);
        const offered = open?.status === 'offered' && open.fromUserId !== user.id;
        const unassigned = shift.userId === '' && !open;
        if (!(offered || unassigned) || refusal(user.id, shift, now)) return [];
        return [{ shift, ...(offered ? { requestId: open.id, fromName: answerOf(open).fromName } : {}) }];
      })
      .sort((a, b) => a.shift.start.localeCompare(b.shift.start));
    return json({ requests: mine.map(answerOf), claimable });
  }),
  storeRoute('get', 'v1/shift-requests/store/:storeId', PERMISSIONS.shiftUpdate, ({ storeId }) =>
    json(
      shiftRequests
        .where((r) => r.storeId === storeId && r.status !== 'withdrawn')
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(answerOf),
    ),
  ),
  handle('post', 'v1/shift-requests/offer', async ({ request, input }) => {
    const { storeId, shiftId } = await input(ShiftActionInputSchema);
    const user = authorize(request, PERMISSIONS.shiftWrite, storeId);
    const shift = found(shifts.get(shiftId), 'Shift', storeId);
    if (shift.userId !== user.id) throw refuse(REQUEST_REFUSALS.notYours());
    if (shift.status !== 'published') throw refuse(REQUEST_REFUSALS.notPublished());
    if (Date.parse(shift.start) <= Date.now()) throw refuse(REQUEST_REFUSALS.started());
    if (openRequestFor(shift.id)) throw refuse(REQUEST_REFUSALS.alreadyOffered());
    const row: MockShiftRequest = {
      id: shiftRequests.nextId('request'),
      storeId,
      kind: 'offer',
      shiftId,
      fromUserId: user.id,
      toUserId: '',
      status: 'offered',
      reason: '',
      createdAt: new Date().toISOString(),
    };
    return json(answerOf(shiftRequests.insert(row)), 201);
  }),
  handle('post', 'v1/shift-requests/claim', async ({ request, input }) => {
    const { storeId, shiftId } = await input(ShiftActionInputSchema);
    const user = authorize(request, PERMISSIONS.shiftWrite, storeId);
    const shift = found(shifts.get(shiftId), 'Shift', storeId);
    const why = refusal(user.id, shift);
    if (why) throw refuse(why);
    const open = openRequestFor(shift.id);
    if (open && open.status !== 'offered') throw refuse(REQUEST_REFUSALS.notOpen());
    if (!open && shift.userId !== '') throw refuse(REQUEST_REFUSALS.notOffered());
    const claimed: MockShiftRequest = open
      ? (shiftRequests.update(open.id, { toUserId: user.id, status: 'pending' }) ?? open)
      : shiftRequests.insert({
          id: shiftRequests.nextId('request'),
          storeId,
          kind: 'open',
          shiftId,
          fromUserId: '',
          toUserId: user.id,
          status: 'pending',
          reason: '',
          createdAt: new Date().toISOString(),
        });
    // The store may let an offer between people of the same role take effect without a manager.
    const direct =
      claimed.kind === 'offer' && settingsOf(storeId).sameRoleWithoutApproval && sameRole(storeId, shift, claimed.fromUserId, user.id);
    return json(answerOf(direct ? approve(claimed, user.id, shift) : claimed));
  }),
  handle('post', 'v1/shift-requests/:id/withdraw', async ({ request, params, input }) => {
    const { storeId } = await input(WithdrawInputSchema);
    const user = authorize(request, PERMISSIONS.shiftWrite, storeId);
    const row = found(shiftRequests.get(params.id ?? ''), 'Request', storeId);
    if (!isOpenRequest(row)) throw refuse(REQUEST_REFUSALS.notOpen());
    if (row.fromUserId === user.id) return json(answerOf(shiftRequests.update(row.id, { status: 'withdrawn' }) ?? row));
    if (row.toUserId !== user.id) throw refuse(REQUEST_REFUSALS.notYourRequest());
    // The taker steps back: an offer is on offer again, an open shift open again.
    const next = row.kind === 'offer' ? { toUserId: '', status: 'offered' as const } : { status: 'withdrawn' as const };
    return json(answerOf(shiftRequests.update(row.id, next) ?? row));
  }),
  handle('post', 'v1/shift-requests/:id/decision', async ({ request, params, input }) => {
    const decision = await input(DecisionInputSchema);
    const user = authorize(request, PERMISSIONS.shiftUpdate, decision.storeId);
    const row = found(shiftRequests.get(params.id ?? ''), 'Request', decision.storeId);
    const shift = shifts.get(row.shiftId);
    // Decided on as read: the shift must still be the giver's (or still open).
    if (row.status !== 'pending' || !shift || shift.userId !== row.fromUserId) throw new HttpError(409, REQUEST_REFUSALS.notOpen());
    if (decision.action === 'approve') return json(answerOf(approve(row, user.id, shift)));
    const declined = shiftRequests.update(row.id, {
      status: 'declined',
      reason: decision.reason.trim(),
      decidedAt: new Date().toISOString(),
      decidedBy: user.id,
    });
    return json(answerOf(declined ?? row));
  }),
  storeRoute('get', 'v1/shift-requests/store/:storeId/settings', PERMISSIONS.shiftUpdate, ({ storeId }) => json(settingsOf(storeId))),
  handle('put', 'v1/shift-requests/settings', async ({ request, input }) => {
    const { storeId, sameRoleWithoutApproval } = await input(RequestSettingsInputSchema);
    authorize(request, PERMISSIONS.shiftUpdate, storeId);
    if (requestSettings.get(storeId)) requestSettings.update(storeId, { sameRoleWithoutApproval });
    else requestSettings.insert({ id: storeId, sameRoleWithoutApproval });
    return json(settingsOf(storeId));
  }),
];

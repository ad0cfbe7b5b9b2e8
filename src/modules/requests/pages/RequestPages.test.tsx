import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { failWith } from '@mocks/scenarios';
import { shifts } from '@mocks/db/shifts';
import { shiftRequests } from '@mocks/db/shiftRequests';
import { renderRoute } from '@/test/render';
import { PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';
import { addShift, clearShiftsOfSamAndKai, signedInAsKai, weekdayAhead } from '@/test/selfService';

/** Issue #45 on the screens: Sam offers from "My shifts", Kai takes it there, the manager decides in the queue. */
describe('shift requests on the screens', ROUTE_TEST, () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    clearShiftsOfSamAndKai();
    addShift('mine', 'user-staff', weekdayAhead());
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('Sam offers a shift and can withdraw the offer; Kai takes it, and it waits for approval', async () => {
    const view = renderRoute('/shifts', { as: 'staff' });
    const next = await screen.findByRole('list', { name: 'Your next shifts' }, PAGE_LOAD);
    await view.user.click(await within(next).findByRole('button', { name: 'Offer this shift' }, PAGE_LOAD));
    expect(await within(next).findByText('Offered', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(within(next).getByRole('button', { name: 'Withdraw the offer' })).toBeInTheDocument();
    expect(shiftRequests.all()).toHaveLength(1);
    view.unmount();

    const { user } = renderRoute('/shifts', { preloadedState: signedInAsKai() });
    const offers = await screen.findByRole('list', { name: 'Shifts you can take' }, PAGE_LOAD);
    expect(within(offers).getByText(/08:00–16:00/)).toBeInTheDocument();
    expect(within(offers).getByText(/offered by Sam Staff/)).toBeInTheDocument();
    await user.click(within(offers).getByRole('button', { name: /^Take the shift/ }));
    const requests = await screen.findByRole('list', { name: 'Your requests' }, PAGE_LOAD);
    expect(await within(requests).findByText(/Waiting for approval/, {}, PAGE_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('No shifts on offer for you.', {}, PAGE_LOAD)).toBeInTheDocument();
    // Until a manager approves, the shift is Sam's.
    expect(shifts.get('mine')?.userId).toBe('user-staff');
  });

  it('the manager sees what approving changes, declines only with a reason, and approves', async () => {
    addShift('other', 'user-staff', weekdayAhead(1));
    const common = {
      storeId: 'store-1',
      kind: 'offer' as const,
      fromUserId: 'user-staff',
      toUserId: 'user-colleague',
      status: 'pending' as const,
      reason: '',
    };
    shiftRequests.insert({ ...common, id: 'r1', shiftId: 'mine', createdAt: '2026-01-01T10:00:00.000Z' });
    shiftRequests.insert({ ...common, id: 'r2', shiftId: 'other', createdAt: '2026-01-01T11:00:00.000Z' });
    const { user } = renderRoute('/shifts/requests', { as: 'manager', storeId: 'store-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shift requests' }, PAGE_LOAD)).toBeInTheDocument();
    const waiting = await screen.findByRole('list', { name: 'Waiting for your decision' }, PAGE_LOAD);
    expect(within(waiting).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const first = within(waiting).getAllByRole('list', { name: 'What approving changes' })[0];
    if (!first) throw new Error('no impact list');
    // The newest first: Kai has no shift that week, so 7.5 h (8 h less the break), under the 25 h wished and contracted.
    expect(within(first).getByText('Kai Colleague would work 7.5 h, under the 25 h they wish')).toBeInTheDocument();
    expect(within(first).getByText("Kai Colleague would work 7.5 h, under their contract's 25 h")).toBeInTheDocument();
    expect(within(first).getByText(/^Labour cost of the week:/)).toBeInTheDocument();

    const [decline] = within(waiting).getAllByRole('button', { name: /^Decline: / });
    if (!decline) throw new Error('no decline button');
    await user.click(decline);
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request of Kai Colleague' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByText('Say why you decline.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason for declining'), 'Kai is needed at the till');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('Request declined', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(shiftRequests.get('r2')).toMatchObject({ status: 'declined', reason: 'Kai is needed at the till' });
    expect(shifts.get('other')?.userId).toBe('user-staff');

    await user.click(
      await within(screen.getByRole('list', { name: 'Waiting for your decision' })).findByRole('button', { name: /^Approve: / }),
    );
    expect(await screen.findByText('No requests waiting.', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(shifts.get('mine')?.userId).toBe('user-colleague');
  });

  it('against a server without shift requests (404) "My shifts" offers nothing and the queue says so', async () => {
    server.use(
      failWith('get', 'v1/shift-requests/store/:storeId/mine', 404, 'Not found'),
      failWith('get', 'v1/shift-requests/store/:storeId', 404, 'Not found'),
    );
    const view = renderRoute('/shifts', { as: 'staff' });
    const next = await screen.findByRole('list', { name: 'Your next shifts' }, PAGE_LOAD);
    expect(within(next).getByText(/08:00–16:00/)).toBeInTheDocument();
    expect(within(next).queryByRole('button', { name: 'Offer this shift' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shifts you can take' })).not.toBeInTheDocument();
    view.unmount();
    renderRoute('/shifts/requests', { as: 'manager', storeId: 'store-1' });
    expect(await screen.findByText(/This server does not take shift requests/, {}, PAGE_LOAD)).toBeInTheDocument();
  });
});

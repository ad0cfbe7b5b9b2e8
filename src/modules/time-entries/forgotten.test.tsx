import { screen, waitFor, within } from '@testing-library/react';
import { clockNow } from '@/test/clock';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { getErrorStatus, getFieldErrors, requestError } from '@/api/errors';
import { addDays } from '@/lib/format';
import { todayInZone, zonedInstant } from '@/lib/storeTime';
import { apiPath } from '@mocks/http';
import { server } from '@mocks/node';
import { runAt } from '@/test/instant';
import { logRequests } from '@/test/requestLog';
import { renderRoute, signedInState } from '@/test/render';
import { timeEntriesApi } from './api';
import { clockBody, clockIn } from './logic';
import type { TimeEntry, TimeEntryInput } from './types';

/**
 * The forgotten clock-out (issue #43 item 1): Sam clocked in yesterday at 09:00 and never clocked
 * out. The clock asks when Sam left; the entry is then handed in (submitted); the manager can close
 * a running entry from the review. The demo staff's yesterday is free in the seed.
 */
const BERLIN = 'Europe/Berlin';
const TEST = { timeout: 60_000 };
const yesterday = () => addDays(todayInZone(BERLIN), -1);
const yesterdayAt = (time: string) => zonedInstant(yesterday(), time, BERLIN);
const { saveTimeEntry, getTimeEntryHistory } = timeEntriesApi.endpoints;
const save = (role: 'staff' | 'manager', body: TimeEntryInput) =>
  makeStore(signedInState(role)).dispatch(saveTimeEntry.initiate(body)).unwrap();

/** Sam's clock-in of yesterday 09:00 on the server and in the browser's clock record. */
async function forgottenEntry(time = '09:00'): Promise<TimeEntry> {
  const record = clockIn(yesterdayAt(time), 'l-1', '');
  const created = await save('staff', clockBody(record, 'store-1', undefined));
  localStorage.setItem('storeops.timeclock.store-1.user-staff', JSON.stringify({ record, serverIds: { 'l-1': created.id } }));
  return created;
}

async function storedEntry(id: string): Promise<TimeEntry | undefined> {
  const rows = await makeStore(signedInState('manager'))
    .dispatch(getTimeEntryHistory.initiate({ storeId: 'store-1', date: yesterday() }, { forceRefetch: true, subscribe: false }))
    .unwrap();
  return rows.find((e) => e.id === id);
}

describe('the forgotten clock-out', () => {
  it('asks when the person left, checks it before sending, and hands the entry in', TEST, async () => {
    const created = await forgottenEntry();
    const log = logRequests(server);
    const { user } = renderRoute('/time-entry/form', { as: 'staff' });
    const clock = await screen.findByRole('region', { name: 'Time clock' }, { timeout: 30_000 });
    expect(
      await within(clock).findByText(/^You did not clock out: you clocked in on .* at 9:00\sAM\. When did you leave\?/, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(within(clock).queryByRole('button', { name: 'Clock out' })).toBeNull();

    const send = within(clock).getByRole('button', { name: 'Clock out at this time' });
    await user.click(send);
    expect(within(clock).getByText('Enter an end time as HH:mm.')).toBeInTheDocument();
    expect(within(clock).getByText('Note is required.')).toBeInTheDocument();
    // 02:00 the next day is 17 hours after 09:00: the real reason, at the field.
    await user.type(within(clock).getByLabelText('Left at'), '02:00');
    await user.click(within(clock).getByRole('checkbox', { name: 'The next day' }));
    await user.type(within(clock).getByLabelText('Note'), 'Forgot to clock out.');
    await user.click(send);
    expect(within(clock).getByText('An entry can cover at most 16 hours.')).toBeInTheDocument();
    await user.click(within(clock).getByRole('checkbox', { name: 'The next day' }));
    await user.clear(within(clock).getByLabelText('Left at'));
    await user.type(within(clock).getByLabelText('Left at'), '08:30');
    await user.click(send);
    expect(within(clock).getByText('End must be after start.')).toBeInTheDocument();
    expect(log.count('POST', 'v1/time-entry')).toBe(0);

    await user.clear(within(clock).getByLabelText('Left at'));
    await user.type(within(clock).getByLabelText('Left at'), '17:30');
    await user.click(send);
    // The clock takes the form's place.
    const shownClock = () => within(screen.getByRole('region', { name: 'Time clock' }));
    await waitFor(() => expect(shownClock().getByText('Not clocked in')).toBeInTheDocument(), { timeout: 10_000 });
    const posts = log.all.filter((r) => r.method === 'POST' && r.path === 'v1/time-entry');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ id: created.id, clockIn: yesterdayAt('09:00'), clockOut: yesterdayAt('17:30') });
    expect(await storedEntry(created.id)).toMatchObject({
      status: 'submitted',
      clockOut: yesterdayAt('17:30'),
      note: 'Forgot to clock out.',
    });
  });

  it('shows the reason a server gives at a field, not its general message', TEST, async () => {
    await forgottenEntry();
    server.use(
      http.post(apiPath('v1/time-entry'), () =>
        HttpResponse.json(
          { message: 'Some fields need attention.', fieldErrors: { clockOut: 'An entry can cover at most 16 hours.' } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderRoute('/time-entry/form', { as: 'staff' });
    const clock = await screen.findByRole('region', { name: 'Time clock' }, { timeout: 30_000 });
    await user.type(await within(clock).findByLabelText('Left at', undefined, { timeout: 10_000 }), '17:30');
    await user.type(within(clock).getByLabelText('Note'), 'Forgot.');
    await user.click(within(clock).getByRole('button', { name: 'Clock out at this time' }));
    const shownClock = () => within(screen.getByRole('region', { name: 'Time clock' }));
    await waitFor(() => expect(shownClock().getByText('Not sent')).toBeInTheDocument(), { timeout: 10_000 });
    const closed = screen.getByRole('region', { name: 'Time clock' });
    expect(within(closed).getByText('An entry can cover at most 16 hours.')).toBeInTheDocument();
    expect(within(closed).queryByText('Some fields need attention.')).toBeNull();
  });

  it('the review offers to set the clock-out of a running entry and approves it', TEST, async () => {
    const created = await forgottenEntry();
    const day = yesterday();
    const { user } = renderRoute(`/time-entry/review?startDate=${day}&endDate=${day}`, { as: 'manager' });
    const table = await screen.findByRole('table', { name: 'Time entries to review' }, { timeout: 30_000 });
    await user.click(await within(table).findByRole('button', { name: /^Set the clock-out of Sam Staff/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the entry of Sam Staff' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(within(dialog).getByText('Enter a valid end time.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('End'), '17:30');
    await user.type(within(dialog).getByLabelText('Reason'), 'Left at 17:30, says the rota.');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(async () => expect(await storedEntry(created.id)).toMatchObject({ status: 'approved', clockOut: yesterdayAt('17:30') }), {
      timeout: 10_000,
    });
  });
});

describe('the demo server on a forgotten clock-out, in the morning', () => {
  runAt('2026-11-25T09:30:00.000Z');
  it('the demo server refuses a time left that has not come yet; a rejected running entry blocks nothing', TEST, async () => {
    const created = await forgottenEntry('23:30');
    // An hour from now: within 16 hours of yesterday's 23:30 only before 15:30 (hence the instant).
    const later = new Date(clockNow() + 3_600_000).toISOString();
    const { id, storeId, note } = created;
    const start = created.clockIn;
    const refused = await save('staff', {
      id,
      storeId,
      clockIn: start,
      clockOut: later,
      breaks: [],
      breakMinutes: 0,
      source: 'web',
      note,
    }).then(
      () => undefined,
      (e: unknown) => requestError(e),
    );
    expect(getErrorStatus(refused)).toBe(422);
    expect(getFieldErrors(refused).clockOut).toBe('The time you left cannot be later than now.');
    const manual = {
      storeId: 'store-1',
      clockIn: yesterdayAt('18:00'),
      clockOut: yesterdayAt('23:45'),
      breaks: [],
      breakMinutes: 0,
      source: 'manual' as const,
      note: 'Stocktake.',
    };
    expect(await save('staff', manual).catch((e: unknown) => getFieldErrors(requestError(e)).clockIn)).toBe(
      'This overlaps another time entry of this person.',
    );
    await save('manager', {
      id,
      storeId,
      clockIn: start,
      note,
      breaks: [],
      breakMinutes: 0,
      source: 'web',
      status: 'rejected',
      reason: 'Was not in.',
    });
    expect(await save('staff', manual)).toMatchObject({ status: 'submitted' });
  });
});

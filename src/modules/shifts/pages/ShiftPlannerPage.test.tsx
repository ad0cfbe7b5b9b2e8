import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shiftJobs, shifts } from '@mocks/db/shifts';
import { timeEntries } from '@mocks/db/timeEntries';
import { renderRoute } from '@/test/render';
import { PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';
import { readJob, rememberJob } from '../jobMemory';
import { addDays, todayIn, weekStartOf } from '../time';

const TZ = 'Europe/Berlin';
const monday = weekStartOf(todayIn(TZ), 1);
const CRASH = /could not be shown/i;

/** Issues #29.6 and #32: one bad value never takes /shifts or /dashboard down. */
describe('shifts with unreadable or missing times', ROUTE_TEST, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  function seedBadShifts() {
    // The demo's time entries are seeded from the shifts: seeded first, from the good ones.
    timeEntries.all();
    const base = { storeId: 'store-1', userId: 'emp-1-1', role: 'barista', breakMinutes: 0, status: 'published' as const, notes: '' };
    shifts.insert({ ...base, id: 'bad-soon', start: 'soon', end: 'later' });
    shifts.insert({ ...base, id: 'bad-none', start: '', end: '' });
  }

  it('the planner lists them as "unreadable time" and "time not set", with a console note, and shows the week', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    seedBadShifts();
    renderRoute(`/shifts?date=${monday}`, { as: 'manager' });
    expect(await screen.findByText(/2 shifts are not on the grid/, {}, PAGE_LOAD)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Shifts without a readable time' });
    expect(within(list).getByText(/unreadable time/)).toBeInTheDocument();
    expect(within(list).getByText(/time not set/)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Shifts of the week by person and day' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByText(CRASH)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('bad-soon'));
  });

  it('the dashboard shows its shift tiles', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    seedBadShifts();
    renderRoute('/dashboard', { as: 'manager' });
    const tile = await screen.findByRole('region', { name: "Today's shifts" }, PAGE_LOAD);
    expect(await within(tile).findByText('shifts', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByText(CRASH)).not.toBeInTheDocument();
  });

  it('a remembered proposal with an unreadable slot is shown as such; one whose result cannot be read is forgotten', async () => {
    const job = {
      storeId: 'store-1',
      status: 'SUCCEEDED' as const,
      progress: 1,
      createdAt: new Date().toISOString(),
      startDate: monday,
      endDate: addDays(monday, 6),
      replaceDrafts: false,
      scenario: 'normal' as const,
      unfilled: [{ date: monday, role: 'cook', start: 'soon', end: 'soon', missing: 1, reason: 'no_one_available' }],
      summary: { hours: 0, cost: 0, coverage: 0.5 },
    };
    shiftJobs.insert({ ...job, id: 'job-bad', resultRef: 'v1/shift/generation-jobs/job-bad/result' });
    rememberJob('store-1', { jobId: 'job-bad', startedAt: Date.now() - 3_600_000, startDate: monday, endDate: addDays(monday, 6) });
    const view = renderRoute(`/shifts?date=${monday}`, { as: 'manager' });
    const slots = await screen.findByRole('list', { name: 'Unfilled slots' }, PAGE_LOAD);
    expect(within(slots).getByText(/cook unreadable time: 1 missing/)).toBeInTheDocument();
    expect(screen.getByText(/coverage 50\s?%/)).toBeInTheDocument();
    expect(readJob('store-1')?.jobId).toBe('job-bad');
    view.unmount();

    // The job is gone on the server: its result cannot be shown, so it is not remembered any more.
    shiftJobs.remove('job-bad');
    renderRoute(`/shifts?date=${monday}`, { as: 'manager' });
    await screen.findByText(/Generation job/, {}, PAGE_LOAD);
    expect(readJob('store-1')).toBeNull();
  });
});

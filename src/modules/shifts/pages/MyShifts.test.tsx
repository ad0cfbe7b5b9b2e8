import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { shifts } from '@mocks/db/shifts';
import { renderRoute } from '@/test/render';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';
import { addDays, instantAt, todayIn } from '../time';

const TZ = 'Europe/Berlin';
const tomorrow = addDays(todayIn(TZ), 1);

/** Issue #30: staff (no shift.update) land on their own shifts; drafts never reach them. */
describe('My shifts', ROUTE_TEST, () => {
  // Before each test too: the last look of the previous test may be written after its afterEach ran (before its unmount).
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());
  // The times below read in the 24-hour clock: the browser is a British one. jsdom's own (en-US)
  // asks for AM/PM, which the app follows (docs/rules/i18n.md#formats; the last test).
  beforeEach(() => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const add = (id: string, day: string, status: 'draft' | 'published', from = '09:00', to = '13:00') =>
    shifts.insert({
      id,
      storeId: 'store-1',
      userId: 'user-staff',
      role: 'service',
      start: instantAt(day, from, TZ),
      end: instantAt(day, to, TZ),
      breakMinutes: 0,
      status,
      notes: '',
    });

  it('shows the next published shifts, hours against wished hours and the clock, never a draft; the team week is one click away', async () => {
    add('mine-published', tomorrow, 'published');
    add('mine-draft', addDays(tomorrow, 1), 'draft', '14:00', '18:00');
    const log = logRequests(server);
    const { user } = renderRoute('/shifts', { as: 'staff' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My shifts' }, PAGE_LOAD)).toBeInTheDocument();
    const next = await screen.findByRole('list', { name: 'Your next shifts' }, PAGE_LOAD);
    expect(within(next).getByText(/09:00–13:00/)).toBeInTheDocument();
    expect(within(next).queryByText(/14:00–18:00/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hours this week' })).toHaveTextContent(/h planned of \d+(\.\d)? h wished/);
    expect(
      // The card is lent by time-entries (a module slot) and loads with its own chunk.
      await within(await screen.findByRole('region', { name: 'Today' }, PAGE_LOAD)).findByText(
        /Not clocked in today|Clocked in|On a break|Clocked out/,
        {},
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
    // Nothing a planner reads is asked for.
    expect(log.all.some((r) => r.path.includes('generation') || r.path.startsWith('v1/user/store/'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Team week' }));
    expect(await screen.findByRole('table', { name: 'Shifts of the week by person and day' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Publish week/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'My shifts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My shifts' }, PAGE_LOAD)).toBeInTheDocument();
  });

  it('lists the next shifts in date order, whatever order the server sends them in (issue #43)', async () => {
    add('mine-later', addDays(tomorrow, 2), 'published', '15:00', '19:00');
    add('mine-sooner', tomorrow, 'published', '06:00', '10:00');
    renderRoute('/shifts', { as: 'staff' });
    const next = await screen.findByRole('list', { name: 'Your next shifts' }, PAGE_LOAD);
    const times = within(next)
      .getAllByRole('listitem')
      .map((item) => /\d\d:\d\d–\d\d:\d\d/.exec(item.textContent ?? '')?.[0]);
    expect(times.indexOf('06:00–10:00')).toBeGreaterThanOrEqual(0);
    expect(times.indexOf('06:00–10:00')).toBeLessThan(times.indexOf('15:00–19:00'));
  });

  it('tells what changed since the last look', async () => {
    add('mine-1', tomorrow, 'published');
    add('mine-2', addDays(tomorrow, 2), 'published');
    const view = renderRoute('/shifts', { as: 'staff' });
    expect(await screen.findByText(/This is your first look/, {}, PAGE_LOAD)).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Your next shifts' }, PAGE_LOAD);
    view.unmount();

    shifts.update('mine-1', { start: instantAt(tomorrow, '10:00', TZ), end: instantAt(tomorrow, '14:00', TZ) });
    shifts.remove('mine-2');
    add('mine-3', addDays(tomorrow, 3), 'published', '07:00', '11:00');
    renderRoute('/shifts', { as: 'staff' });
    const changes = await screen.findByRole('list', { name: 'Changes since you last looked' }, PAGE_LOAD);
    expect(within(changes).getByText(/New: .* 07:00–11:00/)).toBeInTheDocument();
    expect(within(changes).getByText(/Changed: now .* 10:00–14:00/)).toBeInTheDocument();
    expect(within(changes).getByText(/No longer planned: .* 09:00–13:00/)).toBeInTheDocument();
  });

  it('follows the clock of an American browser: AM/PM', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    add('mine-published', tomorrow, 'published');
    renderRoute('/shifts', { as: 'staff' });
    const next = await screen.findByRole('list', { name: 'Your next shifts' }, PAGE_LOAD);
    expect(within(next).getByText(/9:00\sAM–1:00\sPM/)).toBeInTheDocument();
  });
});

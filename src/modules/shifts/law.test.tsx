import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shifts } from '@mocks/db/shifts';
import { timeEntries } from '@mocks/db/timeEntries';
import { renderRoute } from '@/test/render';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';
import { server } from '@mocks/node';
import { addDays, instantAt, todayIn, weekStartOf } from './time';

/**
 * Issue #44 in the planner: badges with the rule and its figures, the publish review by rule and
 * person, and publishing anyway with a reason the server records. Figures worked out by hand.
 */
const TZ = 'Europe/Berlin';
// Next week: the demo seeds only the previous and the current one.
const monday = addDays(weekStartOf(todayIn(TZ), 1), 7);
const tuesday = addDays(monday, 1);
const base = { storeId: 'store-1', role: 'service', status: 'draft' as const, notes: '' };

function seedWeek() {
  timeEntries.all();
  /** The app's clock style follows the browser's region (jsdom: 12-hour). */
  // An adult closing at 23:00 and opening at 08:00: 9 h rest.
  shifts.insert({
    ...base,
    id: 'close',
    userId: 'emp-1-1',
    start: instantAt(monday, '15:00', TZ),
    end: instantAt(monday, '23:00', TZ),
    breakMinutes: 30,
  });
  shifts.insert({
    ...base,
    id: 'open',
    userId: 'emp-1-1',
    start: instantAt(tuesday, '08:00', TZ),
    end: instantAt(tuesday, '16:00', TZ),
    breakMinutes: 30,
  });
  // 7 h without a break.
  shifts.insert({
    ...base,
    id: 'nobreak',
    userId: 'emp-1-2',
    start: instantAt(monday, '09:00', TZ),
    end: instantAt(monday, '16:00', TZ),
    breakMinutes: 0,
  });
  // Mara Weber (emp-1-5) is 17 in the demo: until 22:30 in a café breaks JArbSchG §14.
  shifts.insert({
    ...base,
    id: 'late',
    userId: 'emp-1-5',
    start: instantAt(tuesday, '16:00', TZ),
    end: instantAt(tuesday, '22:30', TZ),
    breakMinutes: 30,
  });
}

describe('working-time law in the planner', ROUTE_TEST, () => {
  it('badges each shift with the rule and its figures', async () => {
    seedWeek();
    renderRoute(`/shifts?date=${monday}`, { as: 'manager' });
    await screen.findByRole('table', { name: 'Shifts of the week by person and day' }, PAGE_LOAD);
    const cards = await screen.findAllByRole('button', { name: /ArbZG §5: Rest 9 h < 11 h before (08:00|8:00 AM)/ }, PAGE_LOAD);
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('button', { name: /ArbZG §4: Break 0 min < 30 min for 7 h worked/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /JArbSchG §14: Minor working until (22:30|10:30 PM), allowed until (22:00|10:00 PM)/ }),
    ).toBeInTheDocument();
  });

  it('the publish review lists them by rule and person; publishing anyway needs a reason, recorded with who and when', async () => {
    seedWeek();
    const requests = logRequests(server);
    const user = userEvent.setup();
    renderRoute(`/shifts?date=${monday}`, { as: 'manager' });
    await screen.findAllByRole('button', { name: /Rest 9 h < 11 h/ }, PAGE_LOAD);
    await user.click(screen.getByRole('button', { name: /Publish week/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this week?' });
    const rest = within(dialog).getByRole('region', { name: 'ArbZG §5: 2' });
    expect(
      within(rest)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Lena Becker, .* (15:00–23:00|3:00 PM–11:00 PM): Rest 9 h < 11 h before (08:00|8:00 AM)$/),
      expect.stringMatching(/^Lena Becker, .* (08:00–16:00|8:00 AM–4:00 PM): Rest 9 h < 11 h before (08:00|8:00 AM)$/),
    ]);
    expect(within(dialog).getByRole('region', { name: 'ArbZG §4: 1' })).toHaveTextContent('Break 0 min < 30 min for 7 h worked');
    expect(within(dialog).getByRole('region', { name: 'JArbSchG §14: 1' })).toHaveTextContent('Mara Weber');

    await user.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    expect(within(dialog).getByText('Give a reason for publishing despite the working-time law.')).toBeInTheDocument();
    expect(requests.all.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason for publishing anyway'), 'Inventory night, agreed with the team');
    await user.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    await screen.findByText('Publish week: done', {}, PAGE_LOAD);
    const puts = requests.all.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(4);
    expect(
      puts.every((r) => (r.body as { lawOverrideReason?: string }).lawOverrideReason === 'Inventory night, agreed with the team'),
    ).toBe(true);
    expect(shifts.get('close')?.lawOverride).toMatchObject({
      reason: 'Inventory night, agreed with the team',
      by: 'user-manager',
      byName: 'Marco Manager',
    });

    await user.click((await screen.findAllByRole('button', { name: /Rest 9 h < 11 h/ }))[0]);
    expect(await screen.findByTestId('law-override')).toHaveTextContent(
      /^Published despite the working-time law by Marco Manager, .+: Inventory night, agreed with the team$/,
    );
  });

  it('an edit says what it would break before it is saved', async () => {
    seedWeek();
    const user = userEvent.setup();
    renderRoute(`/shifts?date=${monday}`, { as: 'manager' });
    await user.click((await screen.findAllByRole('button', { name: /ArbZG §4: Break 0 min/ }, PAGE_LOAD))[0]);
    expect(await screen.findByText('Working-time law:')).toBeInTheDocument();
    expect(screen.getByText('ArbZG §4: Break 0 min < 30 min for 7 h worked')).toBeInTheDocument();
    const pause = screen.getByLabelText('Break (minutes)');
    await user.clear(pause);
    await user.type(pause, '30');
    expect(screen.queryByText('Working-time law:')).not.toBeInTheDocument();
    await user.clear(pause);
    await user.type(pause, '10');
    expect(await screen.findByText(/Break 0 min < 30 min for 6 h 50 min worked/)).toBeInTheDocument();
  });
});

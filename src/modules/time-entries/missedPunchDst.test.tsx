import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { logRequests } from '@/test/requestLog';
import { renderRoute } from '@/test/render';
import { testNow } from '@/test/clock';

const ROUTE_TEST = { timeout: 60_000 };
const DAY = 86_400_000;

/** The last Sunday of a month (0-based) in a year, as yyyy-mm-dd: Europe's DST Sundays are the last of March and of October. */
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month + 1, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

/** The latest such Sunday at least two days before the test's today (a missed punch is in the past, within a year). */
function lastDstSunday(month: 2 | 9): string {
  const now = testNow();
  const year = new Date(now).getUTCFullYear();
  const thisYear = lastSunday(year, month);
  return Date.parse(thisYear) <= now - 2 * DAY ? thisYear : lastSunday(year - 1, month);
}

/**
 * The missed-punch form on the DST Sundays (issue #41): a time the clocks skip is refused at the
 * field and one they pass twice asks which, as the shift panel does; nothing is sent until then.
 */
describe('the missed-punch form on the DST Sundays', () => {
  async function fill(date: string, start: string, end: string) {
    const view = renderRoute('/time-entry/form', { as: 'staff' });
    const form = await screen.findByRole('form', { name: 'Missed punch' }, { timeout: 15_000 });
    // Date and time inputs take a whole value at once, as a browser's picker gives it.
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: date } });
    fireEvent.change(within(form).getByLabelText('Start'), { target: { value: start } });
    fireEvent.change(within(form).getByLabelText('End'), { target: { value: end } });
    await view.user.type(within(form).getByLabelText('Note'), 'Forgot the clock');
    return { ...view, form };
  }

  it('refuses 02:30 on the spring-forward Sunday at the field and sends nothing', ROUTE_TEST, async () => {
    const log = logRequests(server);
    const { user, form } = await fill(lastDstSunday(2), '02:30', '06:00');
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    expect(
      await within(form).findByText('This time does not exist on this day: the clocks go forward over it. Choose another time.'),
    ).toBeInTheDocument();
    expect(log.all.filter((r) => r.method === 'POST' && r.path === 'v1/time-entry')).toEqual([]);
  });

  it('asks which 02:30 on the autumn Sunday, and sends the one chosen (the second: UTC+1)', ROUTE_TEST, async () => {
    const day = lastDstSunday(9);
    const log = logRequests(server);
    const { user, form } = await fill(day, '02:30', '06:00');
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    expect(await within(form).findByText('This time occurs twice on this day (the clocks go back): choose which one.')).toBeInTheDocument();
    expect(log.all.filter((r) => r.method === 'POST' && r.path === 'v1/time-entry')).toEqual([]);

    const which = within(form).getByLabelText(/^Which (02:30|2:30 AM) \(start\)\? The clocks go back that night\./);
    await user.selectOptions(which, within(which).getByRole('option', { name: /second time/ }));
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    expect(await screen.findByText('Time entry saved.', {}, { timeout: 15_000 })).toBeInTheDocument();
    const posts = log.all.filter((r) => r.method === 'POST' && r.path === 'v1/time-entry');
    expect(posts).toHaveLength(1);
    // 02:30 the second time is 01:30 UTC (UTC+1 again); the first would be 00:30 UTC.
    expect((posts[0]?.body as { clockIn?: string }).clockIn).toBe(`${day}T01:30:00.000Z`);
  });
});

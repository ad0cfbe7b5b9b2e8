import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { addDays } from '@/lib/format';
import { todayInZone, zonedInstant } from '@/lib/storeTime';
import { renderRoute, signedInState } from '@/test/render';
import { timeEntriesApi } from './api';
import type { TimeEntryInput } from './types';

/**
 * Four eyes on the timesheet review (issue #41): the reviewer's own rows offer no decision and say
 * who decides them; a correction approves the corrected entry unless the reviewer leaves it waiting.
 */
const BERLIN = 'Europe/Berlin';
/** A month ago: before the seed's three weeks, so only the entries made here are on that day. */
const day = addDays(todayInZone(BERLIN), -30);
const at = (time: string) => zonedInstant(day, time, BERLIN);
const entry = (start: string, end: string): TimeEntryInput => ({
  storeId: 'store-1',
  clockIn: at(start),
  clockOut: at(end),
  breaks: [],
  breakMinutes: 0,
  source: 'manual',
  note: 'Inventory day.',
});

describe('/time-entry/review: four eyes', () => {
  it('shows no decision on the reviewer’s own row, and a correction approves the other’s entry', { timeout: 60_000 }, async () => {
    const save = (role: 'staff' | 'manager', body: TimeEntryInput) =>
      makeStore(signedInState(role)).dispatch(timeEntriesApi.endpoints.saveTimeEntry.initiate(body)).unwrap();
    await save('manager', entry('06:00', '10:00'));
    await save('staff', entry('11:00', '15:00'));

    const { user } = renderRoute(`/time-entry/review?startDate=${day}&endDate=${day}`, { as: 'manager' });
    const table = await screen.findByRole('table', { name: 'Time entries to review' }, { timeout: 15_000 });
    await within(table).findByRole('rowheader', { name: 'Marco Manager' });
    const rowOf = (person: string) => {
      const row = within(table)
        .getAllByRole('row')
        .find((r) => within(r).queryByRole('rowheader', { name: person }));
      if (!row) throw new Error(`no row of ${person}`);
      return row;
    };
    const [own, other] = [rowOf('Marco Manager'), rowOf('Sam Staff')];

    expect(within(own).getByText('Your own hours: another manager or the owner reviews them.')).toBeInTheDocument();
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(own).getByRole('checkbox')).toBeDisabled();
    // "Select all" takes the other's row only.
    await user.click(within(table).getByRole('checkbox', { name: 'Select all entries' }));
    expect(screen.getByRole('button', { name: 'Approve selected (1)' })).toBeEnabled();
    await user.click(within(table).getByRole('checkbox', { name: 'Select all entries' }));

    await user.click(within(other).getByRole('button', { name: /^Correct Sam Staff/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the entry of Sam Staff' });
    expect(within(dialog).getByRole('checkbox', { name: 'Approve the corrected entry' })).toBeChecked();
    const end = within(dialog).getByLabelText('End');
    await user.clear(end);
    await user.type(end, '14:30');
    await user.type(within(dialog).getByLabelText('Reason'), 'Left early.');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await within(other).findByText('Approved', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(other).getByText(/^Corrected by Marco Manager on .*Reason: Left early\.$/)).toBeInTheDocument();
  });
});

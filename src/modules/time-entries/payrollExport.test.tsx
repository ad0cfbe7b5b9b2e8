import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { addDays } from '@/lib/format';
import { todayInZone, zonedInstant } from '@/lib/storeTime';
import { renderRoute, signedInState } from '@/test/render';
import { timeEntriesApi } from './api';
import type { TimeEntryInput } from './types';

/**
 * The payroll export names what it leaves out before it runs (issue #43 item 2): a month ago
 * (before the seed's three weeks), Sam has an approved 08:00–12:00 and a running entry from 13:00.
 */
const BERLIN = 'Europe/Berlin';
const day = addDays(todayInZone(BERLIN), -30);
const at = (time: string) => zonedInstant(day, time, BERLIN);
const save = (role: 'staff' | 'manager', body: TimeEntryInput) =>
  makeStore(signedInState(role)).dispatch(timeEntriesApi.endpoints.saveTimeEntry.initiate(body)).unwrap();

const realUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

/** What the page hands the browser to download (jsdom has no object URLs: put back after the test). */
function captureDownloads(): Blob[] {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return 'blob:payroll';
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return blobs;
}
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(blob);
  });

afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, realUrl);
});

describe('/time-entry/review: the payroll export', () => {
  it('names the open entry with a link to its row, asks, and exports without it', { timeout: 60_000 }, async () => {
    const base = { storeId: 'store-1', breaks: [], breakMinutes: 0, note: 'Inventory.' };
    const closed = await save('staff', { ...base, clockIn: at('08:00'), clockOut: at('12:00'), source: 'manual' });
    await save('manager', {
      ...base,
      id: closed.id,
      clockIn: closed.clockIn,
      clockOut: closed.clockOut,
      source: 'manual',
      status: 'approved',
    });
    await save('staff', { ...base, clockIn: at('13:00'), source: 'web' });
    const blobs = captureDownloads();

    const { user } = renderRoute(`/time-entry/review?startDate=${day}&endDate=${day}`, { as: 'manager' });
    const table = await screen.findByRole('table', { name: 'Time entries to review' }, { timeout: 30_000 });
    await within(table).findAllByRole('rowheader', { name: 'Sam Staff' });
    await user.click(screen.getByRole('button', { name: 'Export payroll CSV' }));
    const ask = await screen.findByRole('dialog', { name: 'Export the payroll file?' });
    expect(within(ask).getByText('1 entry is open or waiting for a decision and is not in the file:')).toBeInTheDocument();
    const item = within(within(ask).getByRole('list', { name: 'Entries not in the file' })).getByRole('listitem');
    expect(item).toHaveTextContent(/^Sam Staff, .+ \(open\)$/);
    expect(blobs).toHaveLength(0);

    // The link closes the question and takes the reader to the open entry's row.
    await user.click(within(item).getByRole('link'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: /^Set the clock-out of Sam Staff/ })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Export payroll CSV' }));
    await user.click(await screen.findByRole('button', { name: 'Export without them' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await textOf(blobs[0]))
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    // Sam's payroll number is the seed's; only the approved 4 hours; a grand total last.
    expect(lines.filter((l) => l.includes('Sam Staff'))).toEqual([
      expect.stringMatching(/^P-\d+,user-staff,Sam Staff,\d{2}\/\d{2}\/\d{4},08:00,12:00,1,4:00,4\.00,0\.00,/),
      expect.stringMatching(/^P-\d+,user-staff,Sam Staff,Total,,,1,4:00,4\.00,0\.00,/),
    ]);
    expect(lines.at(-1)).toBe(',,All people,Grand total,,,1,4:00,4.00,0.00,0.00');
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/app/catalogs';
import { activate } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import { PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';
import { shifts } from '@mocks/db/shifts';
import { addDays, dayOf, todayIn, weekStartOf } from '../time';

const BERLIN = 'Europe/Berlin';
const monday = weekStartOf(todayIn(BERLIN), 1);

/** Issue #34: the planner week in German, in a German browser (24-hour clock, German weekdays). */
describe('the shift planner in German', ROUTE_TEST, () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    activate('en'); // the next test file expects English
  });

  it('shows the week with German labels, weekdays and 24-hour times', async () => {
    await switchLanguage('de');
    renderRoute(`/shifts?date=${monday}`, { as: 'manager', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Schichtplanung' }, PAGE_LOAD)).toBeVisible();
    const week = await screen.findByRole('table', { name: 'Schichten der Woche nach Person und Tag' }, PAGE_LOAD);
    const headers = within(week)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Person', ...['Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.', 'So.'].map((day, i) => `${day}, ${dayMonth(i)}`)]);
    expect(within(week).getByRole('rowheader', { name: /^Offene Schichten/ })).toBeInTheDocument();
    expect(within(week).getByRole('rowheader', { name: 'Stunden' })).toBeInTheDocument();
    // The seeded published shifts of the week, in the 24-hour clock.
    const cards = await within(week).findAllByRole('button', { name: /\d{2}:\d{2}–\d{2}:\d{2}, veröffentlicht/ }, PAGE_LOAD);
    const seeded = shifts.where(
      (s) =>
        s.storeId === 'store-1' &&
        s.status === 'published' &&
        dayOf(s.start, BERLIN) >= monday &&
        dayOf(s.start, BERLIN) <= addDays(monday, 6),
    );
    expect(cards).toHaveLength(seeded.length);
    expect(week).not.toHaveTextContent(/AM|PM/);
    expect(screen.getByRole('button', { name: 'Nächste Woche' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Woche veröffentlichen \(\d+\)$/ })).toBeInTheDocument();
    // One "add" on Monday for each row: the open shifts, then the store's people (mocks/db/staff.ts: the manager, the staff
    // member, the seven active employees of store-1 and, last, the staff member's colleague (issue #45)).
    const rows = [
      'Offene Schichten',
      'Marco Manager',
      'Sam Staff',
      'Lena Becker',
      'Jonas Richter',
      'Aylin Schulz',
      'Paul Krüger',
      'Mara Weber',
      'Tim Schmitt',
      'Sofia Koch',
      'Kai Colleague',
    ];
    expect(within(week).getAllByRole('button', { name: /^Schicht für .+ am Mo\., \d{2}\.\d{2}\. hinzufügen$/ })).toHaveLength(rows.length);
    for (const row of rows) {
      expect(within(week).getByRole('button', { name: `Schicht für ${row} am Mo., ${dayMonth(0)} hinzufügen` })).toBeInTheDocument();
    }
  });
});

/** `dd.MM.` of the day `offset` days after this week's Monday. */
function dayMonth(offset: number): string {
  const [y = 1970, m = 1, d = 1] = monday.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + offset));
  return `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.`;
}

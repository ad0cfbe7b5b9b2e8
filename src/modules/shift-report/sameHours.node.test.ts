import { describe, expect, it } from 'vitest';
import { pendingMinutesOf, plannedMinutes as dashboardPlanned, workedMinutesOf } from '@/modules/dashboard';
import { hoursPerPerson } from '@/modules/time-entries';
import { DAY, entries, NOW, shifts } from '@/test/hoursFixture';
import { buildReport } from './logic';

const TZ = 'Europe/Berlin';

/** One definition of hours (time-entries/hours.ts): every screen that shows hours gives the same figures. */
describe('one definition of hours across screens', () => {
  it('the dashboard, the shift report and the review give the same figures', () => {
    const report = buildReport({ days: [DAY], timeZone: TZ, staff: [], shifts, entries, today: DAY, now: Date.parse(NOW) });
    const [review] = hoursPerPerson(entries, shifts, new Map(), NOW);
    const [fromReport] = report.people;

    expect(workedMinutesOf(entries, NOW)).toBe(120);
    expect(fromReport?.worked).toBe(120);
    expect(review?.worked).toBe(120);

    expect(pendingMinutesOf(entries)).toBe(75);
    expect(fromReport?.pending).toBe(75);
    expect(review?.pending).toBe(75);

    expect(dashboardPlanned(shifts, DAY, TZ)).toBe(600);
    expect(fromReport?.planned).toBe(600);
    expect(review?.planned).toBe(600);

    // Compared up to now: 2:00 worked against 4:00 planned so far, not against the whole day.
    expect(fromReport?.plannedToDate).toBe(240);
    expect(review?.plannedToDate).toBe(240);
    expect(fromReport?.difference).toBe(120 - 240);
  });
});

import { describe, expect, it } from 'vitest';
import { approvedMinutes, hoursState, pendingMinutes, plannedMinutes, plannedMinutesUntil } from './hours';
import { DAY, entries, NOW, shifts } from '@/test/hoursFixture';

describe('one definition of hours', () => {
  it('worked = approved, pending = closed and undecided, rejected and running count nowhere', () => {
    expect(entries.map(hoursState)).toEqual(['worked', 'pending', 'rejected', 'running']);
    expect(approvedMinutes(entries)).toBe(120);
    expect(pendingMinutes(entries)).toBe(75);
  });

  it('planned = published shifts of a person less breaks; up to now the future is not counted', () => {
    expect(plannedMinutes(shifts)).toBe(240 + 360);
    expect(plannedMinutesUntil(shifts, NOW)).toBe(240);
    expect(plannedMinutesUntil(shifts, `${DAY}T14:30:00Z`)).toBe(240 + Math.floor((360 * 210) / 390));
  });
});

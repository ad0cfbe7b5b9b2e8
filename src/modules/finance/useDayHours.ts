/**
 * Hours worked by each person on a day, for "distribute by hours": the day's time entries, or
 * the planned shifts when there are none. TEMPORARY until the time-entries and shifts contracts
 * land: no source yet, so hours are typed by hand.
 */
export type HoursSource = 'entries' | 'shifts' | 'none';

export interface DayHours {
  isLoading: boolean;
  source: HoursSource;
  hours: ReadonlyMap<string, number>;
  /** Why there are no hours (shown on screen). */
  reason?: string;
}

export function useDayHours(_storeId: string, _date: string): DayHours {
  return { isLoading: false, source: 'none', hours: new Map(), reason: 'Hours are not available for this day.' };
}

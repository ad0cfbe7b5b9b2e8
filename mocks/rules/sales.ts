import { addDays, weekdayOf } from './calendar';

/**
 * The demo server's projection of sales (issue #46, decisions "Sales"): for a day from today on
 * without a typed or imported figure, the mean of the same weekday in the last four weeks before
 * today — of those of the four days that have a figure; none of them: no projection. Net and
 * gross are projected each on their own and rounded to cents.
 */
interface DayFigure {
  date: string;
  net: number;
  gross: number;
}

const PROJECTION_WEEKS = 4;

const cents = (value: number) => Math.round(value * 100) / 100;

/** The four same weekdays before `today` (the latest first) for `day`. */
export function sameWeekdaysBefore(day: string, today: string): string[] {
  const back = (weekdayOf(today) - weekdayOf(day) + 7) % 7 || 7;
  const latest = addDays(today, -back);
  return Array.from({ length: PROJECTION_WEEKS }, (_, i) => addDays(latest, -7 * i));
}

export function projectDay(
  day: string,
  today: string,
  actualOf: (date: string) => DayFigure | undefined,
): { net: number; gross: number } | null {
  const known = sameWeekdaysBefore(day, today)
    .map(actualOf)
    .filter((d): d is DayFigure => d !== undefined);
  if (known.length === 0) return null;
  const mean = (pick: (d: DayFigure) => number) => cents(known.reduce((sum, d) => sum + pick(d), 0) / known.length);
  return { net: mean((d) => d.net), gross: mean((d) => d.gross) };
}

/** Durations in whole minutes, and how the app shows hours everywhere (`h:mm`). */
const MINUTE = 60_000;

/** Whole minutes from one instant to another (negative when `to` is earlier). */
export function minutesBetween(from: string, to: string): number {
  return Math.floor((Date.parse(to) - Date.parse(from)) / MINUTE);
}

/** `7:05` for 425 minutes; `—` for null. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(minutes);
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** A server's hour figure (8.5) as the app shows hours everywhere: `8:30`. */
export const formatHourFigure = (hours: number): string => formatMinutes(Math.round(hours * 60));

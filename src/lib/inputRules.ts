import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { RuleMessage } from './schemaParts';
import { cleanName, hasVisible } from './visibleText';

export { cleanName, hasVisible };

/**
 * Rules for what a person types that the contract's shapes let through (issue #41): real calendar
 * days, dates within a plausible window, and names with something visible in them. The forms and
 * the demo server apply the same ones (docs/rules/api.md#contract-conventions).
 */

/** How far from today a date of the back office may lie: a year back (corrections, late tips) and a year ahead (plans). */
const DATE_WINDOW_DAYS = { past: 366, future: 366 } as const;

const DAY = 86_400_000;

/** `YYYY-MM-DD` naming a day the calendar has (not 2026-02-30, which `Date.parse` rolls on to 2 March). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999, so year 1 was "not a day".
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whether a day (`YYYY-MM-DD`) or an instant lies within the window around `now`. */
export function withinDateWindow(value: string, now: number = Date.now(), window = DATE_WINDOW_DAYS): boolean {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? (isCalendarDay(value) ? Date.parse(`${value}T12:00:00Z`) : Number.NaN) : Date.parse(value);
  if (Number.isNaN(at)) return false;
  return at >= now - window.past * DAY && at <= now + window.future * DAY;
}

/** The message for a date outside the window. */
const outsideWindowMessage = (): string => t`Enter a date within a year of today.`;
/** The message for a day the calendar does not have. */
const notADayMessage = (): string => t`Enter a real date.`;

/** A required name of an input: something visible in it, at most `max` characters once cleaned. */
export const visibleName = (message: RuleMessage, max = 200) =>
  z.string({ error: message }).check(
    z.refine((v) => hasVisible(v), { error: message }),
    z.refine((v) => cleanName(v).length <= max, { error: () => t`At most ${max} characters.` }),
  );

/** A calendar day of an input within the window around today. */
export const plausibleDay = (message: RuleMessage) =>
  z.string({ error: message }).check(
    z.refine((v) => isCalendarDay(v), { error: notADayMessage }),
    z.refine((v) => !isCalendarDay(v) || withinDateWindow(v), { error: outsideWindowMessage }),
  );

/** An instant (ISO 8601) of an input within the window around now (a punch, a break). */
export const plausibleInstant = (message: RuleMessage) =>
  z.string({ error: message }).check(
    z.refine((v) => !Number.isNaN(Date.parse(v)), { error: message }),
    z.refine((v) => Number.isNaN(Date.parse(v)) || withinDateWindow(v), { error: outsideWindowMessage }),
  );

import { t } from '@lingui/core/macro';
import { addDays, currentFormat } from '@/lib/format';
import { dateTimeFormat } from '@/lib/intlCache';
import { csvNumber, toLocaleCsv, type CsvFormat } from '@/lib/download';
import { hoursState } from './hours';
import { breakMinutesOf, workedMinutes } from './logic';
import { formatMinutes } from '@/lib/duration';
import { localDate, localParts, zonedInstant } from '@/lib/storeTime';
import type { TimeEntry } from './types';

/**
 * The payroll export of a period (issue 31, README "Payroll export"): one row per person and
 * store-local day with approved hours only (hours.ts: pending and rejected entries are left
 * out), then a total row per person. An entry belongs to the day of its clock-in (a night
 * shift's hours go to the day it started). Totals are summed in whole minutes and converted
 * once, so a total is exact to the minute (never a sum of rounded hours).
 *
 * Sunday hours are the worked minutes falling on a store-local Sunday (breaks taken in
 * proportion). Night and public-holiday hours are not exported: the store's rules define no
 * night window and no holiday calendar (neither is in the spec), and a guessed rule would be
 * paid wrongly; the payroll office applies its own.
 */
export interface PayrollRow {
  userId: string;
  userName: string;
  /** Store-local date, or null for a person's total row. */
  date: string | null;
  entries: number;
  workedMinutes: number;
  breakMinutes: number;
  sundayMinutes: number;
  firstIn: string;
  lastOut: string;
  /** The person's payroll number (a staff member's `payrollNumber`; '' when the server has none). */
  payrollNumber: string;
  /** The last row: every person's total together. */
  grand?: true;
}

const isSunday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 0;

/** Worked minutes of an entry on store-local Sundays (its breaks in proportion). */
function sundayMinutes(entry: TimeEntry, timeZone: string): number {
  const worked = workedMinutes(entry);
  if (!worked || !entry.clockOut) return 0;
  const start = Date.parse(entry.clockIn);
  const end = Date.parse(entry.clockOut);
  let onSunday = 0;
  const last = localDate(entry.clockOut, timeZone);
  for (let day = localDate(entry.clockIn, timeZone); day <= last; day = addDays(day, 1)) {
    if (!isSunday(day)) continue;
    const from = Math.max(start, Date.parse(zonedInstant(day, '00:00', timeZone)));
    const to = Math.min(end, Date.parse(zonedInstant(addDays(day, 1), '00:00', timeZone)));
    onSunday += Math.max(0, to - from);
  }
  const span = end - start;
  return span > 0 ? Math.round((worked * onSunday) / span) : 0;
}

/**
 * What the payroll file leaves out (issue #43 item 2): entries with times that are still open or
 * wait for a decision (hours.ts: counted nowhere until approved), by clock-in.
 */
export function leftOutOfPayroll(entries: readonly TimeEntry[]): { entry: TimeEntry; state: 'running' | 'pending' }[] {
  return entries
    .filter((e) => e.clockIn !== '' && !Number.isNaN(Date.parse(e.clockIn)))
    .map((entry) => ({ entry, state: hoursState(entry) }))
    .filter((x): x is { entry: TimeEntry; state: 'running' | 'pending' } => x.state === 'running' || x.state === 'pending')
    .sort((a, b) => a.entry.clockIn.localeCompare(b.entry.clockIn));
}

const breaksOf = (e: TimeEntry) => (e.breaks.length > 0 ? breakMinutesOf(e.breaks) : e.breakMinutes);

/** Rows per person and day, each person's days followed by their total row; people by name. */
export function payrollRows(
  entries: readonly TimeEntry[],
  timeZone: string,
  names: ReadonlyMap<string, string> = new Map(),
  payrollNumbers: ReadonlyMap<string, string> = new Map(),
): PayrollRow[] {
  const approved = entries.filter((e) => hoursState(e) === 'worked' && e.clockIn !== '');
  const byPerson = new Map<string, TimeEntry[]>();
  for (const e of approved) byPerson.set(e.userId, [...(byPerson.get(e.userId) ?? []), e]);
  const nameOf = (userId: string, list: readonly TimeEntry[]) =>
    names.get(userId) || list.find((e) => e.userName)?.userName || (userId ? userId : t`unknown person`);

  const rows: PayrollRow[] = [];
  const people = [...byPerson.entries()].sort(([a, la], [b, lb]) => nameOf(a, la).localeCompare(nameOf(b, lb)));
  for (const [userId, list] of people) {
    const userName = nameOf(userId, list);
    const payrollNumber = payrollNumbers.get(userId) ?? '';
    const days = new Map<string, TimeEntry[]>();
    for (const e of list) {
      const day = localDate(e.clockIn, timeZone);
      days.set(day, [...(days.get(day) ?? []), e]);
    }
    const own: PayrollRow[] = [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, dayEntries]) => {
        const sorted = [...dayEntries].sort((a, b) => a.clockIn.localeCompare(b.clockIn));
        const outs = sorted.map((e) => e.clockOut ?? '').sort();
        return {
          userId,
          userName,
          payrollNumber,
          date,
          entries: sorted.length,
          workedMinutes: sorted.reduce((a, e) => a + (workedMinutes(e) ?? 0), 0),
          breakMinutes: sorted.reduce((a, e) => a + breaksOf(e), 0),
          sundayMinutes: sorted.reduce((a, e) => a + sundayMinutes(e, timeZone), 0),
          firstIn: localParts(sorted[0]?.clockIn ?? '', timeZone).time,
          lastOut: localParts(outs[outs.length - 1] ?? '', timeZone).time,
        };
      });
    rows.push(...own, {
      userId,
      userName,
      payrollNumber,
      date: null,
      entries: own.reduce((a, r) => a + r.entries, 0),
      workedMinutes: own.reduce((a, r) => a + r.workedMinutes, 0),
      breakMinutes: own.reduce((a, r) => a + r.breakMinutes, 0),
      sundayMinutes: own.reduce((a, r) => a + r.sundayMinutes, 0),
      firstIn: '',
      lastOut: '',
    });
  }
  const totals = rows.filter((r) => r.date === null);
  const sum = (key: 'entries' | 'workedMinutes' | 'breakMinutes' | 'sundayMinutes') => totals.reduce((a, r) => a + r[key], 0);
  // Always there, so a file of nobody's hours still says its total (0).
  rows.push({
    userId: '',
    userName: '',
    payrollNumber: '',
    date: null,
    entries: sum('entries'),
    workedMinutes: sum('workedMinutes'),
    breakMinutes: sum('breakMinutes'),
    sundayMinutes: sum('sundayMinutes'),
    firstIn: '',
    lastOut: '',
    grand: true,
  });
  return rows;
}

/** A date as the person writes it (German `07.06.2030`, British `07/06/2030`): the file is theirs to read. */
const csvDate = (date: string) =>
  dateTimeFormat(currentFormat().locale, 'csv-date', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

const hours = (minutes: number, format: CsvFormat) => csvNumber(minutes / 60, 2, format);

/** The documented columns of the payroll CSV (README "Payroll export"), headed in the language shown. */
function payrollColumns(format: CsvFormat): { header: string; value: (r: PayrollRow) => unknown }[] {
  return [
    { header: t`Payroll number`, value: (r) => r.payrollNumber },
    { header: t`Person ID`, value: (r) => r.userId },
    { header: t`Person`, value: (r) => (r.grand ? t`All people` : r.userName) },
    { header: t`Date`, value: (r) => (r.grand ? t`Grand total` : r.date ? csvDate(r.date) : t`Total`) },
    { header: t`First clock-in`, value: (r) => r.firstIn },
    { header: t`Last clock-out`, value: (r) => r.lastOut },
    { header: t`Entries`, value: (r) => r.entries },
    { header: t`Worked (h:mm)`, value: (r) => formatMinutes(r.workedMinutes) },
    { header: t`Worked hours`, value: (r) => hours(r.workedMinutes, format) },
    { header: t`Break hours`, value: (r) => hours(r.breakMinutes, format) },
    { header: t`Sunday hours`, value: (r) => hours(r.sundayMinutes, format) },
  ];
}

/** The payroll CSV text (without the BOM, which the download adds). */
export function payrollCsv(rows: readonly PayrollRow[], format: CsvFormat): string {
  return toLocaleCsv(rows, payrollColumns(format), format);
}

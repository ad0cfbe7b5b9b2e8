import { dayCount, startOfWeekOf, weekdayOf } from '@/lib/storeTime';
import { holidayOn } from './holidays';
import type { RuleKind, RuleSet } from './ruleSet';
import type { Placed, StoreLaw, Violation } from './types';

const MINUTE = 60_000;

/** Rest between the last piece of one working day and the first of the next (ArbZG §5, JArbSchG §13). */
export function restViolations(days: [string, Placed[]][], set: RuleSet, store: StoreLaw): Violation[] {
  const gaps = days.slice(1).map(([, pieces], i) => {
    const before = days[i]?.[1] ?? [];
    const last = before.reduce((a, b) => (Date.parse(b.end) > Date.parse(a.end) ? b : a));
    const first = pieces[0] ?? last;
    return { last, first, minutes: Math.round((Date.parse(first.start) - Date.parse(last.end)) / MINUTE) };
  });
  const out: Violation[] = [];
  for (const gap of gaps) {
    const r = gap.first.rules;
    if (gap.minutes < 0 || gap.minutes >= r.minRestMinutes) continue;
    const h = set.hospitalityRest;
    const compensated =
      r === set.adult &&
      store.hospitality === true &&
      gap.minutes >= h.minutes &&
      gaps.some((o) => o !== gap && o.minutes >= h.compensation && Math.abs(dayCount(o.first.day, gap.first.day)) <= h.withinDays);
    if (compensated) continue;
    out.push({
      kind: 'rest',
      cite: `${r.law} ${r.cite.rest}`,
      pieceIds: [gap.last.id, gap.first.id],
      day: gap.first.day,
      actual: gap.minutes,
      limit: r.minRestMinutes,
      at: gap.first.from,
    });
  }
  return out;
}

export const groupBy = <K>(pieces: readonly Placed[], key: (p: Placed) => K): Map<K, Placed[]> => {
  const out = new Map<K, Placed[]>();
  for (const p of pieces) out.set(key(p), [...(out.get(key(p)) ?? []), p]);
  return out;
};

/** Day, week and Sunday limits, and public holidays (notices). */
export function periodViolations(placed: readonly Placed[], store: StoreLaw, set: RuleSet): Violation[] {
  const out: Violation[] = [];
  const cite = (p: Placed, kind: RuleKind) => `${p.rules.law} ${p.rules.cite[kind]}`;
  const ids = (list: readonly Placed[]) => list.map((p) => p.id);
  for (const [day, list] of groupBy(placed, (p) => p.day)) {
    const p = list[0];
    if (!p) continue;
    const worked = list.reduce((sum, x) => sum + x.worked, 0);
    if (worked > p.rules.maxDailyMinutes)
      out.push({ kind: 'daily', cite: cite(p, 'daily'), pieceIds: ids(list), day, actual: worked, limit: p.rules.maxDailyMinutes });
    const holiday = holidayOn(day, store.federalState);
    if (holiday)
      out.push({
        kind: 'holiday',
        cite: cite(p, 'holiday'),
        pieceIds: ids(list),
        day,
        actual: 1,
        limit: set.substituteDayOff.holiday,
        holiday,
        notice: true,
      });
  }
  for (const [week, list] of groupBy(placed, (p) => startOfWeekOf(p.day, 1))) {
    const p = list[list.length - 1];
    if (!p) continue;
    const worked = list.reduce((sum, x) => sum + x.worked, 0);
    const days = new Set(list.map((x) => x.day)).size;
    if (worked > p.rules.maxWeeklyMinutes)
      out.push({
        kind: 'weekly',
        cite: cite(p, 'weekly'),
        pieceIds: ids(list),
        day: week,
        actual: worked,
        limit: p.rules.maxWeeklyMinutes,
      });
    if (days > p.rules.maxDaysPerWeek)
      out.push({ kind: 'days', cite: cite(p, 'days'), pieceIds: ids(list), day: week, actual: days, limit: p.rules.maxDaysPerWeek });
  }
  const sundays = placed.filter((p) => weekdayOf(p.day) === 0);
  for (const [period, list] of groupBy(sundays, (p) => (p.rules.freeSundays.per === 'year' ? p.day.slice(0, 4) : p.day.slice(0, 7)))) {
    const p = list[0];
    if (!p) continue;
    const { count, per } = p.rules.freeSundays;
    const worked = new Set(list.map((x) => x.day)).size;
    const free = sundaysIn(period) - worked;
    if (free < count)
      out.push({ kind: 'sundays', cite: cite(p, 'sundays'), pieceIds: ids(list), day: p.day, actual: free, limit: count, per });
  }
  return out;
}

/** Sundays in a year ('2026') or a month ('2026-11'). */
export function sundaysIn(period: string): number {
  const first = period.length === 4 ? `${period}-01-01` : `${period}-01`;
  const [y, m] = [Number(period.slice(0, 4)), Number(period.slice(5, 7))];
  const last = period.length === 4 ? `${period}-12-31` : new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const days = dayCount(first, last) + 1;
  const firstSunday = (7 - weekdayOf(first)) % 7;
  return Math.floor((days - 1 - firstSunday) / 7) + 1;
}

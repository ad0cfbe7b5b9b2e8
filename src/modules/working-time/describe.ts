import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { formatWallTime } from '@/lib/storeTime';
import type { Violation } from './checks';

/**
 * A violation in words with its figures ("ArbZG §5: Rest 9 h < 11 h before 08:00"), read when it
 * is shown, in the active language (docs/rules/working-time.md).
 */

/** `9 h`, `10 h 59 min`, `30 min`. */
function formatDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return t`${rest} min`;
  return rest === 0 ? t`${h} h` : t`${h} h ${rest} min`;
}

const clock = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return formatWallTime(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
};

/** The rule and its figures, without the citation. */
export function violationText(v: Violation): string {
  const actual = formatDuration(v.actual);
  const limit = formatDuration(v.limit);
  switch (v.kind) {
    case 'rest': {
      const time = clock(v.at ?? 0);
      return t`Rest ${actual} < ${limit} before ${time}`;
    }
    case 'daily':
      return t`Working time ${actual} > ${limit} a day`;
    case 'weekly':
      return t`Working time ${actual} > ${limit} a week`;
    case 'days': {
      const { actual: days, limit: max } = v;
      return t`Working days ${days} > ${max} a week`;
    }
    case 'breaks': {
      const worked = formatDuration(v.worked ?? 0);
      return t`Break ${actual} < ${limit} for ${worked} worked`;
    }
    case 'stretch':
      return t`Worked ${actual} without a break > ${limit}`;
    case 'night': {
      const time = clock(v.actual);
      const allowed = clock(v.limit);
      return v.actual > v.limit
        ? t`Minor working until ${time}, allowed until ${allowed}`
        : t`Minor working from ${time}, allowed from ${allowed}`;
    }
    case 'sundays': {
      const { actual: free, limit: count } = v;
      return v.per === 'month' ? t`Free Sundays ${free} < ${count} this month` : t`Free Sundays ${free} < ${count} this year`;
    }
    case 'holiday': {
      const name = (i18n.locale === 'de' ? v.holiday?.de : v.holiday?.en) ?? '';
      const weeks = plural(Math.round(v.limit / 7), { one: '# week', other: '# weeks' });
      return t`Public holiday (${name}): a substitute day off within ${weeks}`;
    }
  }
}

/** The badge's whole text: "ArbZG §5: Rest 9 h < 11 h before 08:00". */
export const violationLabel = (v: Violation): string => `${v.cite}: ${violationText(v)}`;

import { plural, t } from '@lingui/core/macro';
import { formatPercent } from '@/lib/format';
import { clockRange } from '../clock';
import { unfilledReasonText } from '../logic';
import { isInstant } from '../schema';
import { roleLabel } from '@/modules/stores';

/** The generation panel's sentences, read when the panel shows them (docs/rules/i18n.md). */

/** A slot's times, or why they cannot be shown (issue #29: an unreadable time never takes the planner down). */
function slotTimes(u: { start: string; end: string }, timeZone: string): string {
  if (!u.start && !u.end) return t`time not set`;
  return isInstant(u.start) && isInstant(u.end) ? clockRange(u, timeZone) : t`unreadable time`;
}

/** Coverage as a percentage: the result's share 0–1 (schema.ts), shown once as 0–100 %. */
export function coverageText(coverage: number | undefined): string {
  if (coverage === undefined || !Number.isFinite(coverage)) return '';
  const share = formatPercent(Math.min(1, Math.max(0, coverage)));
  return t`, coverage ${share}`;
}

/** "Proposal: 12 draft shifts, 86 h" (the cost and the coverage follow). */
export function proposalText(count: number, hours: string): string {
  return plural(count, { one: `Proposal: # draft shift, ${hours} h`, other: `Proposal: # draft shifts, ${hours} h` });
}

/** An unfilled slot in words: its day, role and times, how many are missing and why. */
export function unfilledText(
  u: { date: string; role: string; start: string; end: string; missing: number; reason: string },
  timeZone: string,
  dayLabel: (day: string) => string,
): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(u.date) ? dayLabel(u.date) : t`Day not set`;
  const role = roleLabel(u.role);
  const times = slotTimes(u, timeZone);
  const missing = u.missing;
  const reason = unfilledReasonText(u.reason);
  return t`${day} ${role} ${times}: ${missing} missing — ${reason}`;
}

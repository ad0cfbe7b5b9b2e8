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

/** A working-time rule the generator kept (issue #44), in words; any other is shown as sent. */
function workingTimeRuleText(rule: string | undefined): string {
  switch (rule) {
    case 'daily_maximum':
      return t`the daily maximum`;
    case 'break':
      return t`the breaks`;
    case 'rest':
      return t`the rest between shifts`;
    case 'minor_night':
      return t`the night rest for minors`;
    case 'minor_weekly_hours':
      return t`the weekly hours for minors`;
    case 'minor_days':
      return t`the five-day week for minors`;
    case 'sunday':
      return t`the Sunday rest`;
    case 'public_holiday':
      return t`the public-holiday rest`;
    default:
      return rule ?? '';
  }
}

/** Why a slot stayed open: the reasons of issue #44 here, the earlier ones (and any a server sends) in logic.ts. */
function reasonText(u: { reason: string; rule?: string }): string {
  switch (u.reason) {
    case 'no_role_holder':
      return t`Nobody holds this role`;
    case 'shorter_than_minimum':
      return t`Their free time is shorter than the shortest shift`;
    case 'already_working':
      return t`Those free then already work another shift that day`;
    case 'contract_cap':
      return t`Those free then are at their contracted hours`;
    case 'working_time': {
      const rule = workingTimeRuleText(u.rule);
      return t`Working-time law: ${rule}`;
    }
    default:
      return unfilledReasonText(u.reason);
  }
}

/** Who is free for part of an open slot, with their times ("Free for part of it: Lena Becker 07:00–12:00"). */
export function partlyFreeText(
  free: readonly { userId: string; userName: string; start: string; end: string }[],
  timeZone: string,
): string {
  const list = free.map((f) => `${f.userName || f.userId} ${slotTimes(f, timeZone)}`).join(', ');
  return t`Free for part of it: ${list}`;
}

/** An unfilled slot in words: its day, role and times, how many are missing and why. */
export function unfilledText(
  u: { date: string; role: string; start: string; end: string; missing: number; reason: string; rule?: string },
  timeZone: string,
  dayLabel: (day: string) => string,
): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(u.date) ? dayLabel(u.date) : t`Day not set`;
  const role = roleLabel(u.role);
  const times = slotTimes(u, timeZone);
  const missing = u.missing;
  const reason = reasonText(u);
  return t`${day} ${role} ${times}: ${missing} missing — ${reason}`;
}

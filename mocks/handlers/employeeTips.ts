import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '../rules/permissions';
import { ReportRangeQuerySchema } from '@/modules/shift-report/schema';
import { tips } from '../db/finance';
import { staffOf } from '../db/staff';
import { storeShiftDetails } from '../db/stores';
import { workedHours } from '../db/timeEntries';
import { badRequest, holds, json, storeRoute } from '../http';
import { schemaErrors } from '../schemaErrors';
import { addDays, firstDayOfWeek, weekStartsOnSetting } from '../rules/calendar';

/**
 * `GET v1/shift/store/{storeId}/employee-tips?startDate&endDate` (shift.read): per week of the
 * store (clipped to the range) and person, the hours of their approved time entries and the tips shared
 * to them (the seeded tips' distributions); people with neither are left out.
 *
 * Income is private (issue #41, docs/rules/money.md#income-is-private): a caller without
 * time_entry.read or tip.read in the store receives only their own rows; either right answers the team.
 */
export const handlers: HttpHandler[] = [
  storeRoute('get', 'v1/shift/store/:storeId/employee-tips', PERMISSIONS.shiftRead, ({ storeId, user, query: search }) => {
    const query = { startDate: search.get('startDate') ?? '', endDate: search.get('endDate') ?? '' };
    const problems = schemaErrors(ReportRangeQuerySchema, query);
    if (Object.keys(problems).length > 0) throw badRequest('startDate and endDate must be dates (YYYY-MM-DD), start not after end.');
    const readsTeam = holds(user, PERMISSIONS.timeEntryRead, storeId) || holds(user, PERMISSIONS.tipRead, storeId);
    const team = staffOf(storeId).filter((person) => readsTeam || person.userId === user.id);
    const storeTips = tips.where((t) => t.storeId === storeId);
    const rows: { userId: string; userName: string; weekStart: string; hours: number; tips: number }[] = [];
    for (
      let week = firstDayOfWeek(query.startDate, weekStartsOnSetting(storeShiftDetails.get(storeId)?.weekStartsOn));
      week <= query.endDate;
      week = addDays(week, 7)
    ) {
      const from = week < query.startDate ? query.startDate : week;
      const last = addDays(week, 6);
      const to = last > query.endDate ? query.endDate : last;
      const ofWeek = storeTips.filter((t) => t.date >= from && t.date <= to);
      for (const person of team) {
        const hours = workedHours(storeId, person.userId, from, to, { approvedOnly: true });
        const cents = ofWeek.reduce(
          (sum, t) => sum + t.distributions.filter((d) => d.userId === person.userId).reduce((a, d) => a + Math.round(d.amount * 100), 0),
          0,
        );
        if (hours > 0 || cents > 0)
          rows.push({ userId: person.userId, userName: person.userName, weekStart: week, hours, tips: cents / 100 });
      }
    }
    return json(rows);
  }),
];

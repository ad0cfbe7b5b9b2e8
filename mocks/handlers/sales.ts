import type { HttpHandler } from 'msw';
import { SalesRangeQuerySchema, SalesSaveSchema, SalesTargetInputSchema } from '@/modules/sales/schema';
import { addDays, daysBetween, todayIn } from '../rules/calendar';
import { projectDay } from '../rules/sales';
import { salesDays, salesKey, salesTargets, type MockSalesDay } from '../db/sales';
import { stores } from '../db/stores';
import { badRequest, json, storeRoute } from '../http';

/**
 * Sales per store and day and the store's labour target (issue #46; contract additions, not spec
 * 7's: docs/contract-additions.md). Reading needs sales.read in the store, saving sales.write.
 * A save is all or none: the body is checked whole (422 naming `days.<i>.<field>`) before any day
 * is stored. Days from today on without a figure get the server's projection (../rules/sales.ts).
 */
export const permissionNames = ['sales.read', 'sales.write'];

const MAX_RANGE_DAYS = 400;

const answerDay = (d: MockSalesDay, kind: 'actual' | 'projected') => ({ date: d.date, net: d.net, gross: d.gross, kind });

export const handlers: HttpHandler[] = [
  storeRoute('get', 'v1/sales/store/:storeId', 'sales.read', ({ storeId, query }) => {
    const parsed = SalesRangeQuerySchema.safeParse(Object.fromEntries(query));
    if (!parsed.success) throw badRequest('startDate and endDate (YYYY-MM-DD) are required.');
    const { startDate, endDate } = parsed.data;
    const length = daysBetween(startDate, endDate) + 1;
    if (length < 1 || length > MAX_RANGE_DAYS) throw badRequest('The range must be 1 to 400 days, start not after end.');
    const today = todayIn(stores.get(storeId)?.timeZone ?? 'Europe/Berlin');
    const actualOf = (date: string) => salesDays.get(salesKey(storeId, date));
    return json(
      Array.from({ length }, (_, i) => addDays(startDate, i)).flatMap((date) => {
        const actual = actualOf(date);
        if (actual) return [answerDay(actual, 'actual')];
        const projected = date >= today ? projectDay(date, today, actualOf) : null;
        return projected ? [{ date, ...projected, kind: 'projected' }] : [];
      }),
    );
  }),
  storeRoute('put', 'v1/sales/store/:storeId', 'sales.write', async ({ storeId, input }) => {
    const { days } = await input(SalesSaveSchema);
    const seen = new Set<string>();
    for (const [i, day] of days.entries()) {
      if (seen.has(day.date)) throw badRequest(`Day ${day.date} is sent twice.`, { [`days.${i}.date`]: 'This date is sent twice.' });
      seen.add(day.date);
    }
    const saved = days.map((day) => {
      const id = salesKey(storeId, day.date);
      const row = { id, storeId, date: day.date, net: day.net, gross: day.gross };
      return salesDays.get(id) ? (salesDays.update(id, row) ?? row) : salesDays.insert(row);
    });
    return json(saved.map((d) => answerDay(d, 'actual')));
  }),
  storeRoute('get', 'v1/sales/store/:storeId/target', 'sales.read', ({ storeId }) =>
    json({ targetLabourPercent: salesTargets.get(storeId)?.targetLabourPercent ?? null }),
  ),
  storeRoute('put', 'v1/sales/store/:storeId/target', 'sales.write', async ({ storeId, input }) => {
    const { targetLabourPercent } = await input(SalesTargetInputSchema);
    if (salesTargets.get(storeId)) salesTargets.update(storeId, { targetLabourPercent });
    else salesTargets.insert({ id: storeId, targetLabourPercent });
    return json({ targetLabourPercent });
  }),
];

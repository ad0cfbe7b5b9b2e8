import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { amount, figure, ISO_DATE, isoDate, text } from '@/lib/schemaParts';

/** The most a day's till total may be (a typo guard, not a business limit). */
export const MAX_DAY_SALES = 10_000_000;
/** The most days one save may carry (a year and a bit: an imported export of a year). */
export const MAX_SALES_DAYS = 400;

/**
 * `GET v1/sales/store/{storeId}` answer rows: a store-local day's sales, net and gross. `kind`
 * 'actual' is a typed or imported till total; 'projected' a day ahead without one, the server's
 * mean of the same weekday in the last four weeks (docs/contract-additions.md). A missing figure
 * stays missing and renders "—".
 */
export const SalesDaySchema = z.object({
  date: z.string().check(z.regex(ISO_DATE)),
  net: figure(),
  gross: figure(),
  kind: text(),
});
export const SalesDaysSchema = z.array(SalesDaySchema);

const money = () => amount(() => t`Enter an amount from 0 to 10,000,000 with at most 2 decimals.`, 0, MAX_DAY_SALES);

/** One day's till total as typed or imported: net and gross, gross not below net. */
export const SalesDayInputSchema = z
  .object({
    date: isoDate(() => t`Enter a date.`),
    net: money(),
    gross: money(),
  })
  .check(z.refine((d) => !(d.gross < d.net), { error: () => t`Gross must not be less than net.`, path: ['gross'] }));

/** `PUT v1/sales/store/{storeId}`: days saved together, all or none (a typed day is one). */
export const SalesSaveSchema = z.object({
  days: z.array(SalesDayInputSchema).check(z.minLength(1), z.maxLength(MAX_SALES_DAYS)),
});

/** `?startDate&endDate`: store-local days, inclusive. */
export const SalesRangeQuerySchema = z.object({
  startDate: z.string().check(z.regex(ISO_DATE)),
  endDate: z.string().check(z.regex(ISO_DATE)),
});

/** `GET v1/sales/store/{storeId}/target`: the store's target labour cost as % of net sales; none when not set. */
export const SalesTargetSchema = z.object({
  targetLabourPercent: z.optional(z.nullable(z.number())),
});

/** `PUT v1/sales/store/{storeId}/target`: 1 to 100 %, at most one decimal; null clears it. */
export const SalesTargetInputSchema = z.object({
  targetLabourPercent: z.nullable(
    z
      .number({ error: () => t`Enter a percentage from 1 to 100.` })
      .check(z.refine((v) => v >= 1 && v <= 100 && Math.round(v * 10) === v * 10, { error: () => t`Enter a percentage from 1 to 100.` })),
  ),
});

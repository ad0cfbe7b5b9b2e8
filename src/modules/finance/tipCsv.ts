import { t } from '@lingui/core/macro';
import { csvNumber, toLocaleCsv, type CsvFormat } from '@/lib/download';
import type { Tip } from './types';

/**
 * The tips CSV of the tips page: one row per tip, headed in the language shown, in the locale's
 * CSV format (German: `;` and `7,50`). Source, method and status are their codes (what the
 * server stores), the shares `name: amount` joined by `; `.
 */
export function tipCsv(tips: readonly Tip[], nameOf: (userId: string) => string, format: CsvFormat): string {
  const money = (value: number) => csvNumber(value, 2, format);
  return toLocaleCsv(
    tips,
    [
      { header: t`Date`, value: (tip: Tip) => tip.date },
      { header: t`Source`, value: (tip: Tip) => tip.source },
      { header: t`Amount`, value: (tip: Tip) => money(tip.amount) },
      { header: t`Currency`, value: (tip: Tip) => tip.currency },
      { header: t`Method`, value: (tip: Tip) => tip.distributionMethod },
      { header: t`Status`, value: (tip: Tip) => tip.status },
      { header: t`Shares`, value: (tip: Tip) => tip.distributions.map((d) => `${nameOf(d.userId)}: ${money(d.amount)}`) },
      { header: t`Note`, value: (tip: Tip) => tip.note },
    ],
    format,
  );
}

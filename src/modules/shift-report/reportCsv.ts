import { t } from '@lingui/core/macro';
import { csvNumber, toLocaleCsv, type CsvFormat } from '@/lib/download';
import type { DayFigures, PersonReport, ShiftReport } from './logic';

interface Row {
  p: PersonReport;
  d: DayFigures;
}

/**
 * The shift report's CSV (README "CSV"): one row per person and day, in the user's locale
 * (separator and decimal mark, csvFormatOf) with the formula guard of src/lib/download.ts.
 * Hours as decimal hours with two decimals; the difference is against the planned hours up to
 * now (as on screen). With `rates` (only for shift.update holders, who may see hourly rates) a
 * Labour cost column: worked (approved) hours × rate, or planned hours when entries are not read.
 */
export function reportCsv(report: ShiftReport, format: CsvFormat, rates: ReadonlyMap<string, number | undefined> | null): string {
  const hours = (minutes: number | null) => (minutes === null ? '' : csvNumber(minutes / 60, 2, format));
  const rows = report.people.flatMap((p) => p.days.map((d): Row => ({ p, d })));
  const columns: { header: string; value: (r: Row) => unknown }[] = [
    { header: t`Person`, value: ({ p }) => p.userName },
    { header: t`Date`, value: ({ d }) => d.date },
    { header: t`Planned hours`, value: ({ d }) => hours(d.planned) },
    { header: t`Worked hours`, value: ({ d }) => hours(d.worked) },
    { header: t`Pending hours`, value: ({ d }) => hours(d.pending) },
    { header: t`Difference hours`, value: ({ d }) => hours(d.worked === null ? null : d.worked - d.plannedToDate) },
    { header: t`Late starts`, value: ({ d }) => d.lateStarts },
    { header: t`Missing clock-outs`, value: ({ d }) => d.missingClockOuts },
  ];
  if (rates) {
    columns.push({
      header: t`Labour cost`,
      value: ({ p, d }) => {
        const rate = rates.get(p.userId);
        if (rate === undefined) return '';
        const minutes = d.worked ?? d.planned;
        return csvNumber(Math.round((minutes / 60) * rate * 100) / 100, 2, format);
      },
    });
  }
  return toLocaleCsv(rows, columns, format);
}

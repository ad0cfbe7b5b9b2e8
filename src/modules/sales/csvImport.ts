import { t } from '@lingui/core/macro';
import { MAX_DAY_SALES, SalesDayInputSchema } from './schema';
import type { SalesDayInput } from './types';

/**
 * Reading a till's CSV of day totals (Z-reports) into sales days (issue #46): the person chooses
 * which columns hold the date, net and gross, the decimal mark and the date order; every row is
 * checked and named by its line in the file (the header is line 1). A file with any wrong row
 * saves nothing (the page sends the days only when every row is right).
 */
export type DateOrder = 'dmy' | 'ymd' | 'mdy';
export type DecimalMark = ',' | '.';

export interface ImportSettings {
  /** Column indexes; -1: not chosen. */
  date: number;
  net: number;
  gross: number;
  decimal: DecimalMark;
  dateOrder: DateOrder;
}

/** The file's cells: the header, then each further line with its line number. */
export interface CsvTable {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

export interface ImportRow {
  line: number;
  day: SalesDayInput | null;
  errors: string[];
}

const HEADER_NAMES = {
  date: /^(date|datum|day|tag|business ?date|gesch(ä|ae)ftstag)$/i,
  net: /(net|netto)/i,
  gross: /(gross|brutto|umsatz|total|summe)/i,
};

/** The file as the table above (cells as papaparse reads them: `string[][]`); blank lines are left out. */
export function toTable(cells: readonly (readonly string[])[]): CsvTable {
  const [header = [], ...rest] = cells;
  return {
    header: header.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h).trim()),
    rows: rest.flatMap((row, i) => (row.every((c) => c.trim() === '') ? [] : [{ line: i + 2, cells: [...row] }])),
  };
}

/** What the columns and formats most likely are, from the header names and the first rows' cells. */
export function guessSettings(table: CsvTable): ImportSettings {
  const find = (pattern: RegExp, not?: RegExp) => table.header.findIndex((h) => pattern.test(h) && !(not?.test(h) ?? false));
  const date = find(HEADER_NAMES.date);
  const net = find(HEADER_NAMES.net);
  const gross = find(HEADER_NAMES.gross, HEADER_NAMES.net);
  const sample = table.rows.slice(0, 20).map((r) => r.cells);
  const numbers = sample.flatMap((cells) => [cells[net] ?? '', cells[gross] ?? '']).filter(Boolean);
  const decimal: DecimalMark = numbers.some((n) => /,\d{1,2}$/.test(n.trim())) ? ',' : '.';
  const dates = sample.map((cells) => (cells[date] ?? '').trim()).filter(Boolean);
  const dateOrder: DateOrder = dates.some((d) => /^\d{4}-/.test(d))
    ? 'ymd'
    : dates.some((d) => /^\d{1,2}\/\d{1,2}\/\d{2,4}$/.test(d))
      ? 'mdy'
      : 'dmy';
  return { date, net, gross, decimal, dateOrder };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date cell in the chosen order (`31.01.2026`, `2026-01-31`, `01/31/2026`; a two-digit year is 20xx), or null. */
export function readDate(cell: string, order: DateOrder): string | null {
  const parts = cell.trim().split(/[./-]/);
  if (parts.length !== 3 || parts.some((p) => !/^\d+$/.test(p))) return null;
  const [a = 0, b = 0, c = 0] = parts.map(Number);
  const [year, month, day] = order === 'ymd' ? [a, b, c] : order === 'dmy' ? [c, b, a] : [c, a, b];
  const fullYear = year < 100 ? 2000 + year : year;
  const iso = `${fullYear}-${pad(month)}-${pad(day)}`;
  const check = new Date(`${iso}T12:00:00Z`);
  return check.getUTCFullYear() === fullYear && check.getUTCMonth() + 1 === month && check.getUTCDate() === day ? iso : null;
}

/**
 * An amount cell with the chosen decimal mark (`1.234,56` or `1,234.56`; thousands marks only in
 * groups of three; a currency sign or code is ignored), or null.
 */
export function readAmount(cell: string, decimal: DecimalMark): number | null {
  const group = decimal === ',' ? '.' : ',';
  const text = cell.replace(/€|EUR|\s/gi, '');
  const grouped = new RegExp(`^-?\\d{1,3}(\\${group}\\d{3})+(\\${decimal}\\d{1,2})?$`);
  const plain = new RegExp(`^-?\\d+(\\${decimal}\\d{1,2})?$`);
  if (!grouped.test(text) && !plain.test(text)) return null;
  const value = Number(text.split(group).join('').replace(decimal, '.'));
  return Number.isFinite(value) ? value : null;
}

/** Each row checked: its day, or the reasons it is wrong (each naming the row by its line). */
export function readSalesRows(table: CsvTable, settings: ImportSettings): ImportRow[] {
  const seen = new Map<string, number>();
  return table.rows.map(({ line, cells }) => {
    const errors: string[] = [];
    const dateCell = (cells[settings.date] ?? '').trim();
    const date = readDate(dateCell, settings.dateOrder);
    if (!date) errors.push(t`Row ${line}: "${dateCell}" is not a date in the chosen format.`);
    const amountOf = (column: number, which: 'net' | 'gross') => {
      const cell = (cells[column] ?? '').trim();
      const value = readAmount(cell, settings.decimal);
      if (value === null) {
        errors.push(
          which === 'net'
            ? t`Row ${line}: the net amount "${cell}" is not a number.`
            : t`Row ${line}: the gross amount "${cell}" is not a number.`,
        );
      } else if (value < 0 || value > MAX_DAY_SALES) {
        errors.push(t`Row ${line}: amounts must be from 0 to 10,000,000.`);
      }
      return value;
    };
    const net = amountOf(settings.net, 'net');
    const gross = amountOf(settings.gross, 'gross');
    if (date) {
      const earlier = seen.get(date);
      if (earlier !== undefined) errors.push(t`Row ${line}: the date is already in row ${earlier}.`);
      else seen.set(date, line);
    }
    if (errors.length || date === null || net === null || gross === null) return { line, day: null, errors };
    const day = { date, net, gross };
    const checked = SalesDayInputSchema.safeParse(day);
    if (!checked.success) return { line, day: null, errors: [t`Row ${line}: gross must not be less than net.`] };
    return { line, day, errors };
  });
}

import { currentFormat } from './format';
import { numberMarks, withDecimalMark, type FormatSettings } from './i18n/languages';
/** Saves a Blob as a file through a temporary link. */
function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A signed number or phone number: digits with spaces, ( ) . / , - only — nothing a formula can call. */
const NUMBER_LIKE = /^[+-][\d\s().,/-]*\d[\d\s().,/-]*$/;

/**
 * Whether a text cell would be read as a formula by a spreadsheet (CSV injection, OWASP): it
 * starts with = @ tab or CR, or with + or - followed by more than a number or phone number.
 * Numbers (typeof number) never get here, so `-3` stays a number and `+49 30 1` stays as typed.
 */
export function needsFormulaGuard(text: string): boolean {
  if (/^[=@\t\r]/.test(text)) return true;
  return /^[+-]/.test(text) && !NUMBER_LIKE.test(text);
}

function csvCell(value: unknown, separator: CsvSeparator = ',', decimal: CsvFormat['decimal'] = '.'): string {
  if (value === null || value === undefined) return '';
  let text: string;
  // A number carries the format's decimal mark (`7,5` where the separator is `;`).
  if (typeof value === 'number') text = withDecimalMark(String(value), decimal);
  else if (typeof value === 'boolean') text = String(value);
  else {
    const raw = Array.isArray(value)
      ? value.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))).join('; ')
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
    // Neutralise spreadsheet formulas in text cells only (CSV injection).
    text = needsFormulaGuard(raw) ? `'${raw}` : raw;
  }
  const quote = separator === ',' ? /[",\n\r;]/ : /[";\n\r]/;
  return quote.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row. */
export function toCsv<T>(rows: readonly T[], columns: readonly { header: string; value: (row: T) => unknown }[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

type CsvSeparator = ',' | ';';

/**
 * How a spreadsheet of a locale reads CSV (issue 31): where the decimal mark is a comma (de, fr,
 * …) the separator is a semicolon; elsewhere comma and dot.
 */
export interface CsvFormat {
  separator: CsvSeparator;
  decimal: '.' | ',';
}

export function csvFormatOf(locale: string): CsvFormat {
  return csvFormat(numberMarks(locale));
}

/** The CSV format of the person's language and region now (German: `;` and `7,50`). */
export function currentCsvFormat(): CsvFormat {
  return csvFormat(currentFormat());
}

function csvFormat({ csvSeparator, decimalMark }: Pick<FormatSettings, 'decimalMark' | 'csvSeparator'>): CsvFormat {
  return { separator: csvSeparator, decimal: decimalMark };
}

/** A number with fixed decimals and the format's decimal mark, no grouping (`7,50` for de). */
export function csvNumber(value: number, decimals: number, format: CsvFormat): string {
  return withDecimalMark(value.toFixed(decimals), format.decimal);
}

/** CSV with a header row in a locale's format (separator; numbers with its decimal mark, fixed decimals through `csvNumber`). */
export function toLocaleCsv<T>(
  rows: readonly T[],
  columns: readonly { header: string; value: (row: T) => unknown }[],
  format: CsvFormat,
): string {
  const line = (cells: unknown[]) => cells.map((c) => csvCell(c, format.separator, format.decimal)).join(format.separator);
  const lines = [line(columns.map((c) => c.header))];
  for (const row of rows) lines.push(line(columns.map((c) => c.value(row))));
  return `${lines.join('\r\n')}\r\n`;
}

/** CSV text as a UTF-8 file with a BOM (spreadsheet programs then read umlauts right). */
export const csvBlob = (csv: string): Blob => new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });

export function downloadCsvText(filename: string, csv: string): void {
  downloadBlob(csvBlob(csv), filename);
}

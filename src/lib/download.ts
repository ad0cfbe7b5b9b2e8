/** Saves a Blob as a file through a temporary link. */
export function downloadBlob(blob: Blob, filename: string): void {
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

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else {
    const raw = Array.isArray(value)
      ? value.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))).join('; ')
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
    // Neutralise spreadsheet formulas in text cells only (CSV injection).
    text = needsFormulaGuard(raw) ? `'${raw}` : raw;
  }
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row. */
export function toCsv<T>(rows: readonly T[], columns: readonly { header: string; value: (row: T) => unknown }[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export function downloadCsv<T>(
  filename: string,
  rows: readonly T[],
  columns: readonly { header: string; value: (row: T) => unknown }[],
): void {
  // The BOM lets spreadsheet programs read UTF-8 (umlauts in supplier names).
  downloadBlob(new Blob(['\uFEFF', toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' }), filename);
}

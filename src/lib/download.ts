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

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value)
    ? value.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))).join('; ')
    : typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
  // Quote when needed; neutralise spreadsheet formulas (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
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

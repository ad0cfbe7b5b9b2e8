import { describe, expect, it } from 'vitest';
import { readCsvTable } from './csvFile';
import { guessSettings, readAmount, readDate, readSalesRows } from './csvImport';

/** The import as the page runs it: papaparse's cells, the guessed settings, every row checked. */
async function importOf(text: string) {
  const table = await readCsvTable(text);
  const settings = guessSettings(table);
  return { table, settings, rows: readSalesRows(table, settings) };
}

const GERMAN = ['\uFEFFDatum;Netto;Brutto;Kassierer', '02.11.2026;1.234,50;1.420,18;Ana', '03.11.2026;987,1;1135,17;Ben', ''].join('\r\n');

const ENGLISH = ['Business date,Gross sales,Net sales', '2026-11-02,1420.18,1234.50', '"2026-11-03","2,285.17","1,987.10"', ''].join('\n');

describe('CSV import of till totals', () => {
  it('reads a German file: semicolons, decimal comma with thousands points, dd.mm.yyyy', async () => {
    const { settings, rows } = await importOf(GERMAN);
    expect(settings).toEqual({ date: 0, net: 1, gross: 2, decimal: ',', dateOrder: 'dmy' });
    expect(rows).toEqual([
      { line: 2, day: { date: '2026-11-02', net: 1234.5, gross: 1420.18 }, errors: [] },
      { line: 3, day: { date: '2026-11-03', net: 987.1, gross: 1135.17 }, errors: [] },
    ]);
  });

  it('reads an English file: commas, quoted cells, decimal point with thousands commas, ISO dates, gross before net', async () => {
    const { settings, rows } = await importOf(ENGLISH);
    expect(settings).toEqual({ date: 0, net: 2, gross: 1, decimal: '.', dateOrder: 'ymd' });
    expect(rows.map((r) => r.day)).toEqual([
      { date: '2026-11-02', net: 1234.5, gross: 1420.18 },
      { date: '2026-11-03', net: 1987.1, gross: 2285.17 },
    ]);
  });

  it('names each broken row by its line in the file and gives it no day', async () => {
    const broken = [
      'Datum;Netto;Brutto',
      '02.11.2026;100,00;119,00',
      '31.02.2026;100,00;119,00',
      '04.11.2026;1,2,3;119,00',
      '02.11.2026;100,00;90,00',
    ].join('\n');
    const { rows } = await importOf(broken);
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4, 5]);
    expect(rows[0]?.errors).toEqual([]);
    expect(rows[1]).toEqual({ line: 3, day: null, errors: ['Row 3: "31.02.2026" is not a date in the chosen format.'] });
    expect(rows[2]).toEqual({ line: 4, day: null, errors: ['Row 4: the net amount "1,2,3" is not a number.'] });
    expect(rows[3]).toEqual({ line: 5, day: null, errors: ['Row 5: the date is already in row 2.'] });
  });

  it('refuses gross below net, and reads the columns and formats the person chooses instead of the guess', async () => {
    const table = await readCsvTable('a;b;c\n11/03/2026;50.5;40\n');
    expect(readSalesRows(table, { date: 0, net: 1, gross: 2, decimal: '.', dateOrder: 'mdy' })[0]?.errors).toEqual([
      'Row 2: gross must not be less than net.',
    ]);
    expect(readSalesRows(table, { date: 0, net: 2, gross: 1, decimal: '.', dateOrder: 'mdy' })[0]?.day).toEqual({
      date: '2026-11-03',
      net: 40,
      gross: 50.5,
    });
  });

  it('reads dates and amounts only in the chosen format', () => {
    expect(readDate('3.11.26', 'dmy')).toBe('2026-11-03');
    expect(readDate('2026-11-03', 'dmy')).toBeNull();
    expect(readDate('29.02.2027', 'dmy')).toBeNull();
    expect(readAmount('1.234,56 €', ',')).toBe(1234.56);
    expect(readAmount('1.234,56', '.')).toBeNull();
    expect(readAmount('12.345', ',')).toBe(12345);
    expect(readAmount('1,5', '.')).toBeNull();
    expect(readAmount('2,555', ',')).toBeNull();
  });
});

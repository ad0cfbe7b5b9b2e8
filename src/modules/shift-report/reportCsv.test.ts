import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/app/catalogs';
import { csvFormatOf } from '@/lib/download';
import { activate } from '@/lib/i18n/i18n';
import type { DayFigures, ShiftReport } from './logic';
import { reportCsv } from './reportCsv';

afterEach(() => activate('en'));

const day: DayFigures = {
  date: '2030-06-07',
  planned: 480,
  plannedToDate: 480,
  worked: 457,
  pending: 30,
  lateStarts: 1,
  missingClockOuts: 0,
};
const report: ShiftReport = {
  people: [
    {
      userId: 'a',
      userName: 'Anna Müller',
      ...day,
      days: [day],
      difference: -23,
      cost: null,
    },
  ],
  days: [day],
  totals: { ...day, difference: -23, cost: null },
};
const rates = new Map([['a', 12.5]]);

describe('shift report CSV', () => {
  it('in English: comma, decimal dot, English headers', () => {
    const [header, row] = reportCsv(report, csvFormatOf('en-US'), rates).split('\r\n');
    expect(header).toBe('Person,Date,Planned hours,Worked hours,Pending hours,Difference hours,Late starts,Missing clock-outs,Labour cost');
    // 457 min = 7.62 h; 7.6166… h × 12.50 = 95.21.
    expect(row).toBe('Anna Müller,2030-06-07,8.00,7.62,0.50,-0.38,1,0,95.21');
  });

  it('in German: semicolon, decimal comma, German headers', async () => {
    await switchLanguage('de');
    const [header, row] = reportCsv(report, csvFormatOf('de-DE'), rates).split('\r\n');
    expect(header).toBe(
      'Person;Datum;Geplante Stunden;Gearbeitete Stunden;Offene Stunden;Differenz Stunden;Verspätete Beginne;Fehlendes Ausstempeln;Personalkosten',
    );
    expect(row).toBe('Anna Müller;2030-06-07;8,00;7,62;0,50;-0,38;1;0;95,21');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/app/catalogs';
import { activate } from '@/lib/i18n/i18n';
import { csvBlob, csvFormatOf } from '@/lib/download';
import { payrollCsv, payrollRows } from './payroll';
import type { TimeEntry } from './types';

const TZ = 'Europe/Berlin';
const entry = (
  id: string,
  userId: string,
  userName: string,
  clockIn: string,
  clockOut: string,
  breakMinutes: number,
  status: TimeEntry['status'] = 'approved',
): TimeEntry => ({
  id,
  userId,
  userName,
  storeId: 's',
  clockIn,
  clockOut,
  breakMinutes,
  breaks: [],
  note: '',
  changes: [],
  status,
});

// Anna: Fri 7:37 + Sat two entries (3:10 and 2:05) + a night Sat 22:00 → Sun 06:00 with 30 min break (7:30, 6 h of it on Sunday).
const entries = [
  entry('a1', 'a', 'Anna Müller', '2030-06-07T08:00:00+02:00', '2030-06-07T16:07:00+02:00', 30),
  entry('a2', 'a', 'Anna Müller', '2030-06-08T08:00:00+02:00', '2030-06-08T11:10:00+02:00', 0),
  entry('a3', 'a', 'Anna Müller', '2030-06-08T12:00:00+02:00', '2030-06-08T14:05:00+02:00', 0),
  entry('a4', 'a', 'Anna Müller', '2030-06-08T22:00:00+02:00', '2030-06-09T06:00:00+02:00', 30),
  entry('b1', 'b', 'Ben', '2030-06-07T10:00:00+02:00', '2030-06-07T10:01:00+02:00', 0),
  // Not approved: counted nowhere in payroll.
  entry('b2', 'b', 'Ben', '2030-06-08T10:00:00+02:00', '2030-06-08T18:00:00+02:00', 0, 'submitted'),
  entry('b3', 'b', 'Ben', '2030-06-09T10:00:00+02:00', '2030-06-09T18:00:00+02:00', 0, 'rejected'),
];

afterEach(() => activate('en'));

describe('payroll export', () => {
  it('has one row per person and day of approved hours and a total per person, exact to the minute', () => {
    const rows = payrollRows(entries, TZ);
    expect(rows.map((r) => [r.userName, r.date, r.workedMinutes, r.breakMinutes, r.sundayMinutes])).toEqual([
      ['Anna Müller', '2030-06-07', 457, 30, 0],
      // Saturday: 3:10 + 2:05 + the night from 22:00 (7:30, of which 6 h × 450/480 = 5:38 on Sunday).
      ['Anna Müller', '2030-06-08', 190 + 125 + 450, 30, 338],
      ['Anna Müller', null, 457 + 765, 60, 338],
      ['Ben', '2030-06-07', 1, 0, 0],
      ['Ben', null, 1, 0, 0],
      // Issue #43: the grand total of everyone, summed in minutes.
      ['', null, 457 + 765 + 1, 60, 338],
    ]);
    expect(rows.at(-1)?.grand).toBe(true);
  });

  it('writes CSV for en with comma and dot, and for de with semicolon and decimal comma; totals to the minute', () => {
    // Anna has a payroll number, Ben none (issue #43): his cell stays empty.
    const rows = payrollRows(entries, TZ, new Map(), new Map([['a', 'P-7']]));
    const en = payrollCsv(rows, csvFormatOf('en'));
    const enLines = en.split('\r\n');
    expect(enLines[0]).toBe(
      'Payroll number,Person ID,Person,Date,First clock-in,Last clock-out,Entries,Worked (h:mm),Worked hours,Break hours,Sunday hours',
    );
    // The date as the person writes it (the tests' browser is American).
    expect(enLines[1]).toBe('P-7,a,Anna Müller,06/07/2030,08:00,16:07,1,7:37,7.62,0.50,0.00');
    // The total is summed in minutes (457 + 765 = 1222 = 20:22) and converted once: 20.37 h.
    expect(enLines[3]).toBe('P-7,a,Anna Müller,Total,,,4,20:22,20.37,1.00,5.63');
    expect(enLines[5]).toBe(',b,Ben,Total,,,1,0:01,0.02,0.00,0.00');
    // 1222 + 1 = 1223 minutes = 20:23 = 20.38 h.
    expect(enLines[6]).toBe(',,All people,Grand total,,,5,20:23,20.38,1.00,5.63');

    const de = payrollCsv(rows, csvFormatOf('de'));
    const deLines = de.split('\r\n');
    expect(deLines[0]).toBe(
      'Payroll number;Person ID;Person;Date;First clock-in;Last clock-out;Entries;Worked (h:mm);Worked hours;Break hours;Sunday hours',
    );
    expect(deLines[1]).toBe('P-7;a;Anna Müller;06/07/2030;08:00;16:07;1;7:37;7,62;0,50;0,00');
    expect(deLines[3]).toBe('P-7;a;Anna Müller;Total;;;4;20:22;20,37;1,00;5,63');
  });

  it('in German: German headers and total, semicolon and decimal comma', async () => {
    await switchLanguage('de');
    const lines = payrollCsv(payrollRows(entries, TZ), csvFormatOf('de-DE')).split('\r\n');
    expect(lines[0]).toBe(
      'Personalnummer;Personen-ID;Person;Datum;Erstes Einstempeln;Letztes Ausstempeln;Einträge;Gearbeitet (h:mm);Gearbeitete Stunden;Pausenstunden;Sonntagsstunden',
    );
    expect(lines[1]).toBe(';a;Anna Müller;07.06.2030;08:00;16:07;1;7:37;7,62;0,50;0,00');
    expect(lines[3]).toBe(';a;Anna Müller;Summe;;;4;20:22;20,37;1,00;5,63');
    expect(lines[6]).toBe(';;Alle Personen;Gesamtsumme;;;5;20:23;20,38;1,00;5,63');
  });

  it('is saved as UTF-8 with a byte order mark', async () => {
    const blob = csvBlob(payrollCsv(payrollRows(entries, TZ), csvFormatOf('de')));
    // jsdom's Blob has no arrayBuffer(): read it as the browser's download would, through FileReader.
    const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => (reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('not read')));
      reader.onerror = () => reject(new Error('not read'));
      reader.readAsArrayBuffer(blob);
    });
    const bytes = new Uint8Array(buffer);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3, 17))).toBe('Payroll number');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/app/catalogs';
import { csvFormatOf } from '@/lib/download';
import { activate } from '@/lib/i18n/i18n';
import { tipCsv } from './tipCsv';
import type { Tip } from './types';

afterEach(() => activate('en'));

const tip: Tip = {
  id: 't1',
  storeId: 's',
  date: '2030-06-07',
  source: 'cash',
  amount: 1234.5,
  currency: 'EUR',
  distributionMethod: 'equal',
  distributions: [
    { userId: 'a', amount: 617.25 },
    { userId: 'b', amount: 617.25 },
  ],
  status: 'approved',
  note: 'Friday',
};
const names = new Map([
  ['a', 'Anna'],
  ['b', 'Ben'],
]);
const nameOf = (id: string) => names.get(id) ?? id;

describe('tips CSV', () => {
  it('in English: comma, decimal dot, English headers', () => {
    const [header, row] = tipCsv([tip], nameOf, csvFormatOf('en-US')).split('\r\n');
    expect(header).toBe('Date,Source,Amount,Currency,Method,Status,Shares,Note');
    expect(row).toBe('2030-06-07,cash,1234.50,EUR,equal,approved,"Anna: 617.25; Ben: 617.25",Friday');
  });

  it('in German: semicolon, decimal comma, German headers', async () => {
    await switchLanguage('de');
    const [header, row] = tipCsv([tip], nameOf, csvFormatOf('de-DE')).split('\r\n');
    expect(header).toBe('Datum;Quelle;Betrag;Währung;Methode;Status;Anteile;Notiz');
    expect(row).toBe('2030-06-07;cash;1234,50;EUR;equal;approved;"Anna: 617,25; Ben: 617,25";Friday');
  });
});

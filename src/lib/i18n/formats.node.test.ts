import { afterEach, describe, expect, it, vi } from 'vitest';
import { activate } from './i18n';
import { formatSettings, pickLanguage } from './languages';
import { formatCompact, formatDate, formatDecimal, formatMoney, formatNumber, formatPercent } from '../format';
import { formatClockTime } from '../storeTime';
import { formatMinutes } from '../duration';
import { csvNumber, currentCsvFormat, toLocaleCsv } from '../download';
import { decimalText, parseDecimal } from '../decimal';

/**
 * The formats of each language (docs/rules/i18n.md#formats), in Node: no browser, so no region
 * unless a test stubs `navigator` (the unit project unstubs it after each test).
 */

/** Intl separates some parts with no-break spaces (`1.234,50 €`, `8:00 AM` in newer engines): read as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const browser = (...languages: string[]) => vi.stubGlobal('navigator', { languages, language: languages[0] });

const EIGHT_IN_BERLIN = '2026-11-25T07:00:00Z';

afterEach(() => activate('en'));

describe('German (de)', () => {
  it('numbers and money: comma decimals, point groups, the euro after', () => {
    activate('de');
    expect(plain(formatMoney(1234.5))).toBe('1.234,50 €');
    expect(formatNumber(1234.567)).toBe('1.234,57');
    expect(formatDecimal(7.5, 2)).toBe('7,50');
    expect(plain(formatPercent(0.125))).toBe('12,5 %');
    expect(formatCompact(1234)).toBe('1,2k');
    expect(formatNumber(null)).toBe('—');
  });

  it('dates and times: day first, 24 hours', () => {
    activate('de');
    expect(formatDate('2026-11-25')).toBe('25.11.2026');
    expect(formatClockTime(EIGHT_IN_BERLIN, 'Europe/Berlin')).toBe('08:00');
    expect(formatMinutes(425)).toBe('7:05');
  });

  it('a German browser asks for no AM/PM either', () => {
    browser('de-DE', 'de');
    activate('de');
    expect(formatClockTime(EIGHT_IN_BERLIN, 'Europe/Berlin')).toBe('08:00');
  });

  it('typed numbers: both marks read, the German mark shown for editing', () => {
    activate('de');
    expect(parseDecimal('2,5')).toEqual({ ok: true, value: 2.5 });
    expect(parseDecimal('2.5')).toEqual({ ok: true, value: 2.5 });
    expect(decimalText(2.5)).toBe('2,5');
    expect(parseDecimal(decimalText(1234.5))).toEqual({ ok: true, value: 1234.5 });
  });
});

describe('English (en)', () => {
  it('numbers and money: point decimals, comma groups, the euro before', () => {
    activate('en');
    expect(formatMoney(1234.5)).toBe('€1,234.50');
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatDecimal(7.5, 2)).toBe('7.50');
    expect(formatCompact(1234)).toBe('1.2k');
    expect(decimalText(2.5)).toBe('2.5');
  });

  it('dates: the home region (US) when the browser names none', () => {
    activate('en');
    expect(formatDate('2026-11-25')).toBe('Nov 25, 2026');
  });

  it('times: 24 hours without a region, AM/PM only where the browser asks (en-US)', () => {
    activate('en');
    expect(formatClockTime(EIGHT_IN_BERLIN, 'Europe/Berlin')).toBe('08:00');
    browser('en-US');
    expect(plain(formatClockTime(EIGHT_IN_BERLIN, 'Europe/Berlin'))).toBe('8:00 AM');
    browser('en-GB');
    expect(formatClockTime(EIGHT_IN_BERLIN, 'Europe/Berlin')).toBe('08:00');
    expect(formatDate('2026-11-25')).toBe('25 Nov 2026');
  });

  it('German is 24-hour even in an American browser (a Berlin manager never sees AM/PM)', () => {
    browser('en-US');
    activate('de');
    expect(formatClockTime(EIGHT_IN_BERLIN, 'Europe/Berlin')).toBe('08:00');
    expect(formatSettings('de', ['en-US'])).toMatchObject({ locale: 'de-US', hour12: false });
  });

  it('the typed-number messages name the bounds in the person’s format', () => {
    activate('en');
    expect(parseDecimal('100000', { max: 99999 })).toEqual({ ok: false, message: 'Enter at most 99,999.' });
    activate('de');
    const refused = parseDecimal('100000', { max: 99999 });
    expect(refused.ok || refused.message).toContain('99.999');
  });
});

describe('formatSettings (src/lib/i18n/languages.ts)', () => {
  it('picks the first language the app speaks, else English', () => {
    expect(pickLanguage(['de-AT', 'en'])).toBe('de');
    expect(pickLanguage(['fr-FR', 'en-GB'])).toBe('en');
    expect(pickLanguage(['fr-FR'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('German without a browser region: Germany', () => {
    expect(formatSettings('de', [])).toEqual({ locale: 'de-DE', hour12: false, firstDayOfWeek: 1, csvSeparator: ';', decimalMark: ',' });
  });

  it('English in an American browser: AM/PM, Sunday first, comma-separated CSV', () => {
    expect(formatSettings('en', ['en-US'])).toEqual({
      locale: 'en-US',
      hour12: true,
      firstDayOfWeek: 7,
      csvSeparator: ',',
      decimalMark: '.',
    });
  });

  it('English without a region: the US formats but 24 hours', () => {
    expect(formatSettings('en', [])).toMatchObject({ locale: 'en-US', hour12: false, csvSeparator: ',' });
  });

  it('English in a British browser: 24 hours, Monday first', () => {
    expect(formatSettings('en', ['en-GB'])).toMatchObject({ locale: 'en-GB', hour12: false, firstDayOfWeek: 1 });
  });

  it('the region is the browser’s; the clock is the language’s in that region', () => {
    expect(formatSettings('de', ['de-AT'])).toMatchObject({ locale: 'de-AT', hour12: false, firstDayOfWeek: 1, csvSeparator: ';' });
    expect(formatSettings('de', ['en-US'])).toMatchObject({ locale: 'de-US', hour12: false, decimalMark: ',' });
    expect(formatSettings('en', ['en-US'])).toMatchObject({ locale: 'en-US', hour12: true, decimalMark: '.' });
    expect(formatSettings('en', ['de-DE'])).toMatchObject({ locale: 'en-DE', hour12: false, firstDayOfWeek: 1 });
  });

  it('the pseudo-locale formats as English', () => {
    expect(formatSettings('pseudo', [])).toEqual(formatSettings('en', []));
  });
});

describe('CSV for each locale (toLocaleCsv with currentCsvFormat)', () => {
  const rows = [{ item: 'Kaffee, gemahlen', amount: 7.5, count: 2.5 }];
  const csv = () => {
    const format = currentCsvFormat();
    return toLocaleCsv(
      rows,
      [
        { header: 'Item', value: (r) => r.item },
        { header: 'Amount', value: (r) => csvNumber(r.amount, 2, format) },
        { header: 'Count', value: (r) => r.count },
      ],
      format,
    );
  };

  it('German: semicolons and a decimal comma', () => {
    activate('de');
    expect(currentCsvFormat()).toEqual({ separator: ';', decimal: ',' });
    expect(csv()).toBe('Item;Amount;Count\r\nKaffee, gemahlen;7,50;2,5\r\n');
  });

  it('English: commas and a decimal point (a text with a comma is quoted)', () => {
    activate('en');
    expect(currentCsvFormat()).toEqual({ separator: ',', decimal: '.' });
    expect(csv()).toBe('Item,Amount,Count\r\n"Kaffee, gemahlen",7.50,2.5\r\n');
  });
});

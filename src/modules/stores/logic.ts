import { t } from '@lingui/core/macro';
import { normalizeBic, normalizeIban } from '@/lib/iban';
import { friendlyFormatIBAN, validateBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

/**
 * Pure rules of the stores module: IBAN and BIC checks (ibantools: mod-97, the country's
 * length and BBAN format, BIC shape), the masked IBAN, times of day and staffing windows.
 * The input schemas (schema.ts) use them, so the forms and the mock server check alike.
 */

/** An IBAN and a BIC as sent and stored: no spaces of any kind (a pasted no-break space too), upper case. */
export { normalizeBic, normalizeIban } from '@/lib/iban';

/** The IBAN's and the BIC's messages, in the language active when they are read (getters: never frozen at import). */
export const IBAN_MESSAGES = {
  get required() {
    return t`Enter the IBAN.`;
  },
  get country() {
    return t`The IBAN must start with a known country code, e.g. DE.`;
  },
  get length() {
    return t`The IBAN has the wrong length or format for its country.`;
  },
  get checksum() {
    return t`The IBAN is not valid: its check digits do not match (mod-97).`;
  },
};

export const BIC_MESSAGES = {
  get required() {
    return t`Enter the BIC.`;
  },
  get shape() {
    return t`Enter a BIC of 8 or 11 characters, e.g. COBADEFFXXX.`;
  },
};

/** What is wrong with a typed IBAN (lower case and spaces are fine), or null when valid. */
export function ibanProblem(value: string): string | null {
  const iban = normalizeIban(value);
  if (iban === '') return IBAN_MESSAGES.required;
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return null;
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return IBAN_MESSAGES.country;
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength) || errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)) {
    return IBAN_MESSAGES.length;
  }
  return IBAN_MESSAGES.checksum;
}

/** What is wrong with a typed BIC (8 or 11 characters, bank, country, location, branch), or null. */
export function bicProblem(value: string): string | null {
  const bic = normalizeBic(value);
  if (bic === '') return BIC_MESSAGES.required;
  return validateBIC(bic).valid ? null : BIC_MESSAGES.shape;
}

/**
 * The IBAN as shown until someone deliberately reveals it: country and check digits, the last
 * four characters, always three groups of bullets between, so the length is not given away
 * (`DE89 •••• •••• •••• 3000`).
 */
export function maskIban(value: string): string {
  const iban = normalizeIban(value);
  if (iban === '') return '';
  if (iban.length < 8) return '••••';
  return `${iban.slice(0, 4)} •••• •••• •••• ${iban.slice(-4)}`;
}

/** The IBAN in groups of four for reading (`DE89 3704 0044 0532 0130 00`). */
export function formatIban(value: string): string {
  return friendlyFormatIBAN(normalizeIban(value)) ?? value;
}

export const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** Minutes since midnight of an `HH:mm` time, or NaN. */
function minutesOf(time: string): number {
  if (!TIME_PATTERN.test(time)) return Number.NaN;
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export interface TimeWindow {
  weekday: number;
  role: string;
  start: string;
  end: string;
}

/** Whether a window ends after it starts (both valid `HH:mm`). */
export function endsAfterStart(start: string, end: string): boolean {
  const a = minutesOf(start);
  const b = minutesOf(end);
  return Number.isFinite(a) && Number.isFinite(b) && b > a;
}

/**
 * Indexes of windows that overlap an earlier window of the same role on the same weekday
 * (touching ends, 10:00–14:00 and 14:00–18:00, do not overlap).
 */
export function overlappingWindows(windows: readonly TimeWindow[]): number[] {
  const found: number[] = [];
  windows.forEach((w, i) => {
    if (!endsAfterStart(w.start, w.end)) return;
    const clash = windows.some(
      (other, j) =>
        j < i &&
        other.weekday === w.weekday &&
        other.role === w.role &&
        endsAfterStart(other.start, other.end) &&
        minutesOf(other.start) < minutesOf(w.end) &&
        minutesOf(w.start) < minutesOf(other.end),
    );
    if (clash) found.push(i);
  });
  return found;
}

/** Copies the windows of one weekday to others, replacing what those days had. */
export function copyDay<W extends { weekday: number }>(windows: readonly W[], from: number, to: readonly number[]): W[] {
  const targets = new Set(to.filter((d) => d !== from));
  const source = windows.filter((w) => w.weekday === from);
  const kept = windows.filter((w) => !targets.has(w.weekday));
  const copies = [...targets].flatMap((weekday) => source.map((w) => ({ ...w, weekday })));
  return [...kept, ...copies].sort((a, b) => a.weekday - b.weekday);
}

let zones: Set<string> | undefined;

/** The IANA time zones of this browser (plus UTC, which some engines leave out of the list). */
export function timeZones(): string[] {
  zones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return [...zones];
}

export function isTimeZone(value: string): boolean {
  if (timeZones().includes(value)) return true;
  try {
    // Aliases (e.g. "Asia/Calcutta") are valid IANA names even when not in the canonical list.
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone !== '' && value.includes('/');
  } catch {
    return false;
  }
}

/** Stores whose name, code or city contain the search text (case and accents folded). */
export function filterStores<S extends { name: string; code: string; address: { city: string } }>(list: readonly S[], q: string): S[] {
  const fold = (v: string) =>
    v
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase('en');
  const wanted = fold(q.trim());
  if (wanted === '') return [...list];
  return list.filter((s) => [s.name, s.code, s.address.city].some((v) => fold(v).includes(wanted)));
}

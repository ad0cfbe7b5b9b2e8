import { t } from '@lingui/core/macro';
import { currentFormat, formatNumber } from './format';
import { withDecimalMark } from './i18n/languages';

/**
 * The one parser of numbers typed by people (docs/rules/api.md#numbers-typed-by-people): the decimal comma
 * and the point alike, `2,5` → 2.5. Thousands separators are not accepted (`1.234,5` is
 * ambiguous between locales), nor anything else: `2,5,1`, `1e3`, `12 kg` are refused.
 */
const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** The messages are made when a text is parsed, in the language shown (docs/rules/i18n.md). */
export type DecimalResult = { ok: true; value: number | null } | { ok: false; message: string };

export interface DecimalRules {
  min?: number;
  max?: number;
  /** Digits allowed after the separator (0 = whole numbers). */
  decimals?: number;
  required?: boolean;
}

export function parseDecimal(text: string, rules: DecimalRules = {}): DecimalResult {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return rules.required ? { ok: false, message: t`Enter a number.` } : { ok: true, value: null };
  if (!DECIMAL.test(trimmed)) return { ok: false, message: notANumber() };
  const normalized = trimmed.replace(',', '.');
  const fraction = normalized.split('.')[1] ?? '';
  if (rules.decimals !== undefined && fraction.length > rules.decimals) {
    const decimals = rules.decimals;
    return { ok: false, message: decimals === 0 ? t`Enter a whole number.` : t`Use at most ${decimals} decimals.` };
  }
  const value = Number(normalized);
  if (!Number.isFinite(value)) return { ok: false, message: notANumber() };
  if (rules.min !== undefined && value < rules.min) {
    const min = formatNumber(rules.min, 3);
    return { ok: false, message: t`Enter ${min} or more.` };
  }
  if (rules.max !== undefined && value > rules.max) {
    const max = formatNumber(rules.max, 3);
    return { ok: false, message: t`Enter at most ${max}.` };
  }
  return { ok: true, value };
}

/** Both marks are named (the German text names its own mark first). */
const notANumber = (): string => t`Enter a number like 2.5 or 2,5.`;

/**
 * The digits of a number written out, never in exponent notation: `1e21` → `1000000000000000000000`,
 * `1e-7` → `0.0000001` (issue #41: a field never shows `1e+21`). The digits are those of
 * `String(value)`, the shortest text that reads back as the same number.
 */
export function plainDecimal(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A number as the field shows it for editing: plain (no grouping, no exponent), with the person's
 * decimal mark (`2.5`; `2,5` in German: parseDecimal reads both back), '' for none.
 */
export function decimalText(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return withDecimalMark(plainDecimal(value), currentFormat().decimalMark);
}

/**
 * The one parser of numbers typed by people (docs/rules/api.md#numbers-typed-by-people): the decimal comma
 * and the point alike, `2,5` → 2.5. Thousands separators are not accepted (`1.234,5` is
 * ambiguous between locales), nor anything else: `2,5,1`, `1e3`, `12 kg` are refused.
 */
const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

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
  if (trimmed === '') return rules.required ? { ok: false, message: 'Enter a number.' } : { ok: true, value: null };
  if (!DECIMAL.test(trimmed)) return { ok: false, message: 'Enter a number like 2.5 or 2,5.' };
  const normalized = trimmed.replace(',', '.');
  const fraction = normalized.split('.')[1] ?? '';
  if (rules.decimals !== undefined && fraction.length > rules.decimals) {
    return { ok: false, message: rules.decimals === 0 ? 'Enter a whole number.' : `Use at most ${rules.decimals} decimals.` };
  }
  const value = Number(normalized);
  if (!Number.isFinite(value)) return { ok: false, message: 'Enter a number like 2.5 or 2,5.' };
  if (rules.min !== undefined && value < rules.min) return { ok: false, message: `Enter ${rules.min} or more.` };
  if (rules.max !== undefined && value > rules.max) return { ok: false, message: `Enter at most ${formatLimit(rules.max)}.` };
  return { ok: true, value };
}

function formatLimit(value: number): string {
  return new Intl.NumberFormat('en').format(value);
}

/** A number as the field shows it for editing: a plain point decimal, '' for none. */
export function decimalText(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
}

import type { Action } from '@reduxjs/toolkit';

const MASK = '***';
/**
 * Keys whose values are secret wherever they appear: tokens, bearer headers, passwords, the
 * password-reset `code` (redefine-password's originalArgs) and bank details (`iban`, `taxId`).
 */
const SECRET_KEY = /^(?:\w*token|authorization|\w*password|code|iban|taxid)$/i;
/**
 * An IBAN anywhere in a text: country code, check digits, then 11–30 letters or digits, written
 * compact or in groups of four.
 */
const IBAN = /\b[A-Z]{2}\d{2}(?:[A-Z0-9]{11,30}|(?: [A-Z0-9]{4}){2,7}(?: [A-Z0-9]{1,4})?)\b/gi;

function maskText(text: string): string {
  return text.replace(IBAN, MASK);
}

/** Deep copy with every secret value masked (tokens, passwords, bearer headers, reset codes, IBANs). */
function maskSecrets<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return maskText(value) as T;
  if (value === null || typeof value !== 'object') return value;
  // Deeper than any state or action of this app: hide rather than show unchecked.
  if (depth > 12) return MASK as T;
  if (Array.isArray(value)) return value.map((v: unknown) => maskSecrets(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] = SECRET_KEY.test(key) && v != null ? MASK : maskSecrets(v, depth + 1);
  }
  return out as T;
}

export const actionSanitizer = <A extends Action>(action: A): A => maskSecrets(action);
export const stateSanitizer = <S>(state: S): S => maskSecrets(state);

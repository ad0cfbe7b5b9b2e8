import type { Action } from '@reduxjs/toolkit';

const MASK = '***';
// Bank details (decisions.md "Money"): IBANs and tax ids never show in DevTools.
const SECRET_KEYS = new Set(['accessToken', 'authorization', 'Authorization', 'password', 'iban', 'taxId']);

/** Deep copy with every secret value masked (tokens, passwords, bearer headers). */
export function maskSecrets<T>(value: T, depth = 0): T {
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v: unknown) => maskSecrets(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] = SECRET_KEYS.has(key) && v != null ? MASK : maskSecrets(v, depth + 1);
  }
  return out as T;
}

export const actionSanitizer = <A extends Action>(action: A): A => maskSecrets(action);
export const stateSanitizer = <S>(state: S): S => maskSecrets(state);

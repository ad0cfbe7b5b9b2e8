/** Client-side checks of the auth forms (the server checks again and may answer fieldErrors). Run when a form is sent: the messages are in the language shown. */
import { t } from '@lingui/core/macro';
import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH } from '@/lib/validation';

export { MIN_PASSWORD_LENGTH };

export function emailError(value: string): string | undefined {
  if (!value.trim()) return t`Enter your email address.`;
  if (!EMAIL_PATTERN.test(value.trim())) return t`Enter a valid email address.`;
  return undefined;
}

export function newPasswordError(value: string): string | undefined {
  if (!value) return t`Enter a password.`;
  if (value.length < MIN_PASSWORD_LENGTH) return t`Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  return undefined;
}

export type Errors<K extends string> = Partial<Record<K, string>>;

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

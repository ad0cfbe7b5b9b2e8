/** Client-side checks of the auth forms (the server checks again and may answer fieldErrors). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 5 gives no password rule; the demo server asks for 8 characters, as most servers do. */
export const MIN_PASSWORD_LENGTH = 8;

export function emailError(value: string): string | undefined {
  if (!value.trim()) return 'Enter your email address.';
  if (!EMAIL.test(value.trim())) return 'Enter a valid email address.';
  return undefined;
}

export function newPasswordError(value: string): string | undefined {
  if (!value) return 'Enter a password.';
  if (value.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  return undefined;
}

export type Errors<K extends string> = Partial<Record<K, string>>;

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

import { demoHook } from '@/lib/demoHook';

/**
 * The reset code the embedded mock API "e-mails" (docs/rules/api.md#running-modes: the mock is the demo), read from
 * the mock itself. Shown only in mock mode so people trying the demo can finish the flow.
 */
export function demoResetCodeHint(): string | null {
  return demoHook()?.resetCode() ?? null;
}

import { API_MOCKING } from '@/config/env';

/**
 * What the app may ask of the embedded mock API, when one is running: the demo accounts to list
 * on the sign-in page and the "Reset demo data" action. The mock installs it on `window`
 * (mocks/control.ts extends this type); against a real server it is absent.
 */
export interface DemoHook {
  resetData(): void;
  accounts(): { email: string; password: string; description: string }[];
  /** The reset code the mock "e-mails"; a real server's codes are never known to the client. */
  resetCode(): string;
}

export function demoHook(): DemoHook | undefined {
  if (!API_MOCKING || typeof window === 'undefined') return undefined;
  return (window as unknown as { __storeopsMock?: DemoHook }).__storeopsMock;
}

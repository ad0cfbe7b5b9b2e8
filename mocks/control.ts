import type { DemoHook } from '@/lib/demoHook';
import type { Method, ScenarioOptions } from './scenarios';

/**
 * The one hook QA uses from Playwright, present only when mocking is on:
 * `await page.evaluate(() => window.__storeopsMock!.fail('post', 'v1/supplier', 500, 'Down'))`.
 * Scenarios live in the page: a full reload drops them (data stays).
 */
export interface MockControl extends DemoHook {
  fail(method: Method, path: string, status?: number, message?: string, options?: ScenarioOptions): void;
  networkError(method: Method, path: string, options?: ScenarioOptions): void;
  /** The normal handler runs (and commits), then the answer is lost (a network failure). */
  lostAnswer(method: Method, path: string, options?: ScenarioOptions): void;
  empty(method: Method, path: string, options?: ScenarioOptions): void;
  delay(method: Method, path: string, ms: number, options?: ScenarioOptions): void;
  /**
   * A spec-only server (docs/rules/api.md#spec-only-server): every call the spec does not list answers 404 (mocks/specCalls.ts).
   * Kept in localStorage, so it holds across reloads until switched off; resetScenarios keeps it.
   */
  specOnly(on?: boolean): void;
  /** Drops every scenario; the normal handlers answer again. */
  resetScenarios(): void;
  /** Requests the mock API has answered, newest last (method and path with query). */
  requests(): { method: string; url: string }[];
}

declare global {
  interface Window {
    __storeopsMock?: MockControl;
  }
}

import { afterEach, beforeEach, vi } from 'vitest';
import { activate } from '@/lib/i18n/i18n';
import { clockInstalled, installClock, testNow } from './clock';

// One instant for "now" (issue #40): src/test/clock.ts.
installClock({ instant: testNow() });
afterEach(() => {
  vi.useRealTimers();
  if (!clockInstalled()) installClock({ instant: testNow() });
});

// The source language: messages read outside React (MESSAGES, pure logic) need an active one.
activate('en');

// The `unit` Vitest project (vite.config.ts): logic that needs neither a DOM nor the mock API runs
// in Node, without jsdom and MSW to set up per file. A network call there is a mistake: it fails
// the test, as an unhandled request does in the `dom` project.
beforeEach(() => {
  vi.stubGlobal('fetch', (input: unknown) =>
    Promise.reject(new Error(`Unit tests have no network (fetch ${String(input)}): move the test to the dom project.`)),
  );
});

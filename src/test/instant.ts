import { afterEach, beforeEach, vi } from 'vitest';
import { resetDb } from '@mocks/db/collection';

/**
 * Runs the tests of the enclosing `describe` at `instant` (an ISO instant) instead of TEST_NOW
 * (src/test/clock.ts): an instant where a test once failed stays tested on every day. Only `Date`
 * moves (ticking from there); the demo data is seeded again at that instant.
 */
export function runAt(instant: string): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(instant), shouldAdvanceTime: true });
    resetDb();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

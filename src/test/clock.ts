/**
 * The tests' clock (issue #40): one instant stands for "now" in every test, so a test that
 * passes today passes on every other day. `TEST_NOW` (an ISO instant) chooses it; without it,
 * DEFAULT_TEST_NOW. Vitest's setup files install it (src/test/setup.ts, setupNode.ts), the
 * Playwright fixture installs it in every page before the app runs (e2e/support/fixtures.ts),
 * and the demo seed, which builds its data relative to today, reads the same `Date`. Real use
 * keeps the real clock: nothing outside tests imports this file.
 *
 * The clock ticks: it starts at the instant and moves on with real time, so timers, debounces
 * and "a moment later" behave as they do for a person. Only `Date` is moved (`new Date()`,
 * `Date.now()`); dates built from a value are untouched. `npm run test:calendar` runs the
 * date-sensitive tests at a list of instants (scripts/calendar-sweep.mjs).
 */
export const DEFAULT_TEST_NOW = '2026-11-25T09:30:00.000Z';

/** The instant the tests run at: `TEST_NOW` when set (refused when not a date), else the default. */
export function testNow(env: Record<string, string | undefined> = process.env): number {
  const text = env.TEST_NOW?.trim() || DEFAULT_TEST_NOW;
  const instant = Date.parse(text);
  if (Number.isNaN(instant)) throw new Error(`TEST_NOW is not an ISO instant: ${text}`);
  return instant;
}

/** Where a clock starts: it shows `instant` at the real time `since` (default: when installed). */
export interface ClockStart {
  instant: number;
  since?: number;
}

/**
 * Moves `Date` of this realm to show `instant` at the real time `since`, ticking from there.
 * Self-contained (no closure over module scope), so Playwright sends it into every page as an init
 * script with the Node side's start: the page and the flow read one clock, and a reload does not
 * set the page's clock back. Installing again with the same start (the next test file in the same
 * worker, or after a test's own `vi.setSystemTime`) keeps the running clock: time never goes back
 * within a worker, or a toast shown by one file would outlive its duration in the next.
 */
export function installClock(start: ClockStart): void {
  interface Clock {
    Real: DateConstructor;
    instant: number;
    since: number;
  }
  const scope = globalThis as unknown as { Date: DateConstructor; __storeopsClock?: Clock };
  const clock: Clock = scope.__storeopsClock ?? { Real: scope.Date, instant: Number.NaN, since: 0 };
  scope.__storeopsClock = clock;
  const Real = clock.Real;
  if (clock.instant !== start.instant || (start.since !== undefined && clock.since !== start.since)) {
    clock.instant = start.instant;
    clock.since = start.since ?? Real.now();
  }
  const now = () => clock.instant + (Real.now() - clock.since);
  function TestDate(this: unknown, ...args: unknown[]): Date | string {
    // Called without `new`, Date answers the current time as text.
    if (!new.target) return new Real(now()).toString();
    // Reflect.construct keeps a subclass's prototype (a class that extends Date, as TZDate does).
    return Reflect.construct(Real, args.length === 0 ? [now()] : args, new.target) as Date;
  }
  Object.setPrototypeOf(TestDate, Real);
  TestDate.prototype = Real.prototype;
  // Not enumerable, as the real `Date.now`: a fake clock that copies Date's own enumerable
  // properties onto its Date (Playwright's `page.clock`) would take this `now` over its own and
  // never move (issue #40: the planner's 60 s time-out flow stood still).
  Object.defineProperty(TestDate, 'now', { value: now, writable: true, configurable: true, enumerable: false });
  scope.Date = TestDate as unknown as DateConstructor;
}

/**
 * Now on the test clock: TEST_NOW plus the time the run has taken (or the instant a test set with
 * `runAt`/`vi.setSystemTime`). What a test compares with a time the app or the demo server stamped.
 */
export function clockNow(): number {
  return Date.now();
}

/** The start of the clock installed in this realm (for a page to run on the same clock). */
export function clockStart(): Required<ClockStart> {
  const clock = (globalThis as unknown as { __storeopsClock?: Required<ClockStart> }).__storeopsClock;
  if (!clock) throw new Error('No test clock is installed (installClock).');
  return { instant: clock.instant, since: clock.since };
}

/** The machine's real time, whatever clock is installed (the start of a page's own instant). */
export function realNow(): number {
  const clock = (globalThis as unknown as { __storeopsClock?: { Real: DateConstructor } }).__storeopsClock;
  return (clock?.Real ?? Date).now();
}

/** True while `Date` is the clock `installClock` put in place (a test's `vi.setSystemTime` can replace it). */
export function clockInstalled(): boolean {
  return globalThis.Date.name === 'TestDate';
}

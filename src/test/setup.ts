import '@testing-library/jest-dom/vitest';
// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// eslint-disable-next-line testing-library/no-manual-cleanup -- see above
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetDb } from '@mocks/db/collection';
import { server } from '@mocks/node';
import { activate } from '@/lib/i18n/i18n';
import { clockInstalled, installClock, testNow } from './clock';

// One instant for "now" (issue #40): every file starts at TEST_NOW (src/test/clock.ts).
installClock({ instant: testNow() });

// The source language: messages read outside React (MESSAGES, pure logic) need an active one; the
// render helpers make their own language (English unless a test asks) active before they render.
activate('en');

// Lazy pages compile on first use under Vitest; give findBy* more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; the shell follows prefers-color-scheme and breakpoints through it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no canvas (getContext answers null): charts (uPlot) draw into a context that does
// nothing, so a page with a chart renders in Vitest as it does in a browser.
const noop = () => undefined;
const canvasContext = new Proxy<Record<PropertyKey, unknown>>(
  {},
  { get: (target, key) => (key in target ? target[key] : key === 'measureText' ? () => ({ width: 0 }) : noop) },
);
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => canvasContext });
if (!('Path2D' in globalThis)) {
  Object.defineProperty(globalThis, 'Path2D', {
    configurable: true,
    value: class {
      moveTo = noop;
      lineTo = noop;
      rect = noop;
      arc = noop;
      closePath = noop;
      bezierCurveTo = noop;
      quadraticCurveTo = noop;
      addPath = noop;
    },
  });
}

// An unhandled request fails the test (bulletproof-react, brief).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // A test's own fake timers or setSystemTime end with it; the test clock goes on.
  vi.useRealTimers();
  if (!clockInstalled()) installClock({ instant: testNow() });
  server.resetHandlers();
  resetDb();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

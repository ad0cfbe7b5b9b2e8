import '@testing-library/jest-dom/vitest';
// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// eslint-disable-next-line testing-library/no-manual-cleanup -- see above
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '@mocks/db/collection';
import { server } from '@mocks/node';

// An unhandled request fails the test (bulletproof-react, brief).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

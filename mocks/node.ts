import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers for Vitest. `src/test/setup.ts` starts it with unhandled requests as errors. */
export const server = setupServer(...handlers);

import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched by the base query when a non-auth call answers 401 or 403. The session listens for
 * it (src/session/sessionListeners.ts): this is the one place 401/403 handling plugs in.
 */
export const apiUnauthorized = createAction<{ endpoint: string; status: number }>('api/unauthorized');

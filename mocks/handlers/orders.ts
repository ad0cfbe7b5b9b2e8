import type { HttpHandler } from 'msw';

/** Stateful handlers of this module's calls (spec 7). */
export const handlers: HttpHandler[] = [];

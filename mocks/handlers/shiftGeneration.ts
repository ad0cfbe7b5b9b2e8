import type { HttpHandler } from 'msw';

/** Generation job handlers (filled in by the scheduler commit). */
export const generationHandlers: HttpHandler[] = [];

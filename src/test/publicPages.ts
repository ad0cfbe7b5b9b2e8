/**
 * Public pages and the level-1 heading each shows (docs/rules/session.md#public-routes), shared by the Vitest route tests
 * (src/app/session.test.tsx) and the Playwright axe flow (e2e/public-pages.spec.ts).
 */
export const ERROR_PAGES: [path: string, heading: string][] = [
  ['/error/400', 'The request could not be understood'],
  ['/error/401', 'Please sign in'],
  ['/error/403', 'Access denied'],
  ['/error/404', 'Page not found'],
  ['/error/408', 'The request took too long'],
  ['/error/500', 'Something went wrong on our side'],
];

export const INFO_PAGES: [path: string, heading: string][] = [
  ['/landing', 'StoreOps: the back office for every store'],
  ['/coming-soon', 'This part of StoreOps is on its way'],
  ['/maintenance', 'StoreOps is being updated'],
];

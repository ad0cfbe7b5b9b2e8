/**
 * The shell's own paths (docs/rules/session.md#public-routes): the root, the public pages and the error pages.
 * Each module's pages are in its own `src/modules/<m>/paths.ts`.
 */
export const PATHS = {
  root: '/',
  signIn: '/sign-in',
  resetPassword: '/reset-password',
  passwordRedefinition: '/password-redefinition',
  landing: '/landing',
  comingSoon: '/coming-soon',
  maintenance: '/maintenance',
  unauthorized: '/unauthorized',
  error: (code: 400 | 401 | 403 | 404 | 408 | 500) => `/error/${code}`,
} as const;

/** Where a signed-in visitor of /sign-in is sent (docs/rules/session.md#public-routes: configurable, default /). */
export const SIGNED_IN_TARGET = PATHS.root;

/** The template auth families of docs/rules/session.md#auth-screens (`/auth-1/*` card, `/auth-2/*` split, `/auth-3/*` background). */
export type AuthFamily = 1 | 2 | 3;
export const AUTH_SCREENS = [
  'sign-in',
  'sign-up',
  'reset-password',
  'new-password',
  'two-factor',
  'lock-screen',
  'success-mail',
  'login-pin',
  'delete-account',
] as const;
export type AuthScreen = (typeof AUTH_SCREENS)[number];
export const authFamilyPath = (family: AuthFamily, screen: AuthScreen) => `/auth-${family}/${screen}`;

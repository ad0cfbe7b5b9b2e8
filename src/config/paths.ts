/**
 * The paths of one kind of record (`order`): its list `/orders` (key `orders`), its new form
 * `/order` (`orderNew`), one record `/order/<id>` (`order(id)`) and that route's pattern
 * `/order/:orderId` (`orderRoute`, the parameter its page reads).
 */
type RecordPaths<K extends string> = Record<`${K}s` | `${K}New` | `${K}Route`, string> & Record<K, (id: string) => string>;

/* eslint-disable lingui/no-unlocalized-strings -- route paths and object keys built from a kind, no text */
function recordPaths<K extends string>(kind: K, { list = `/${kind}s`, param = `${kind}Id` } = {}): RecordPaths<K> {
  const base = `/${kind}`;
  const paths = {
    [`${kind}s`]: list,
    [`${kind}New`]: base,
    [kind]: (id: string) => `${base}/${encodeURIComponent(id)}`,
    [`${kind}Route`]: `${base}/:${param}`,
  };
  // The keys above are the ones RecordPaths names (TypeScript types computed keys as string).
  return paths as RecordPaths<K>;
}
/* eslint-enable lingui/no-unlocalized-strings */

/** Route paths of docs/rules/session.md#store-routes, written once. Builders fill in ids. */
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

  dashboard: '/dashboard',
  reports: '/reports',
  ...recordPaths('supplier'),
  ...recordPaths('product'),
  ...recordPaths('order'),
  ...recordPaths('invoice'),
  inventory: '/inventory',
  inventoryNew: '/inventory/new',
  inventoryItem: (id: string) => `/inventory/${encodeURIComponent(id)}`,
  inventoryItemRoute: '/inventory/:inventoryId',
  inventoryPatch: '/inventory/patch',
  inventoryAnalysis: '/inventory/analysis',
  timeEntryForm: '/time-entry/form',
  timeEntryReview: '/time-entry/review',
  ...recordPaths('permission'),
  ...recordPaths('tip', { list: '/finance/tips' }),
  myTips: '/finance/my-tips',
  userFinancialDetails: '/user-financial-details',
  shifts: '/shifts',
  shiftsReport: '/shifts/report',
  shiftOwn: '/shift',
  shiftPatch: '/shift/patch',
  ...recordPaths('store', { param: 'id' }),
  storeFinancialDetails: '/store/financial-details',
  storeShifts: '/store/shifts',
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

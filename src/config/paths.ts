/** Route paths of spec 2, written once. Builders fill in ids. */
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
  suppliers: '/suppliers',
  supplierNew: '/supplier',
  supplier: (id: string) => `/supplier/${encodeURIComponent(id)}`,
  products: '/products',
  productNew: '/product',
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  orders: '/orders',
  orderNew: '/order',
  order: (id: string) => `/order/${encodeURIComponent(id)}`,
  invoices: '/invoices',
  invoiceNew: '/invoice',
  invoice: (id: string) => `/invoice/${encodeURIComponent(id)}`,
  inventory: '/inventory',
  inventoryNew: '/inventory/new',
  inventoryItem: (id: string) => `/inventory/${encodeURIComponent(id)}`,
  inventoryPatch: '/inventory/patch',
  inventoryAnalysis: '/inventory/analysis',
  timeEntryForm: '/time-entry/form',
  permissions: '/permissions',
  permissionNew: '/permission',
  permission: (id: string) => `/permission/${encodeURIComponent(id)}`,
  tips: '/finance/tips',
  tipNew: '/tip',
  tip: (id: string) => `/tip/${encodeURIComponent(id)}`,
  userFinancialDetails: '/user-financial-details',
  shifts: '/shifts',
  shiftsReport: '/shifts/report',
  shiftOwn: '/shift',
  shiftPatch: '/shift/patch',
  stores: '/stores',
  storeNew: '/store',
  store: (id: string) => `/store/${encodeURIComponent(id)}`,
  storeFinancialDetails: '/store/financial-details',
  storeShifts: '/store/shifts',
} as const;

/** Where a signed-in visitor of /sign-in is sent (spec 2.1: configurable, default /). */
export const SIGNED_IN_TARGET = PATHS.root;

/** The template auth families of decisions.md (`/auth-1/*` card, `/auth-2/*` split, `/auth-3/*` background). */
export const AUTH_FAMILIES = [1, 2, 3] as const;
export type AuthFamily = (typeof AUTH_FAMILIES)[number];
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

/**
 * The modules whose routes and menu links the spec's tables list (docs/rules/session.md,
 * docs/rules/layout.md#side-menu). Tests that compare the app with those tables compare these
 * modules only: a module added later brings routes and links of its own (docs/modules.md).
 */
export const SPEC_MODULES: readonly string[] = [
  'dashboard',
  'suppliers',
  'products',
  'orders',
  'invoices',
  'inventory',
  'reports',
  'finance',
  'permissions',
  'stores',
  'time-entries',
  'shifts',
  'availability',
  'shift-report',
];

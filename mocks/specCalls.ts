/**
 * The baseline calls (docs/rules/api.md#spec-only-server), method and path, written once (paths relative to the API base, `{name}`
 * for a path parameter). The spec-only scenario (mocks/scenarios.ts `specOnly`) answers 404 for
 * every other call, as a server that implements the spec alone would; docs/contract-additions.md
 * lists the calls the contract adds and what the app does without them.
 * Suppliers follow Reading B (docs/rules/purchasing.md#supplier-calls), under `v1/supplier`.
 */
const SPEC_CALLS = [
  // Auth
  'POST v1/auth/login',
  'POST v1/auth/register',
  'POST v1/auth/forgot-password',
  'POST v1/auth/redefine-password',
  // User
  'GET v1/user',
  'GET v1/user/profile',
  'GET v1/user/list',
  'PATCH v1/user/shift-notes',
  'PATCH v1/user/{userId}/shift-notes',
  'GET v1/user/{userId}/shift-notes',
  'GET v1/user/store/{storeId}/shift-notes',
  // Finance
  'POST v1/finance/store/{storeId}/tip',
  'GET v1/finance/store/{storeId}/tips',
  'GET v1/finance/user/{userId}/financial-details',
  'PATCH v1/finance/user/{userId}/financial-details',
  'GET v1/sepa/export/tips/{storeId}',
  // Invoice
  'GET v1/invoice/store/{storeId}',
  'GET v1/invoice/{id}',
  'POST v1/invoice',
  'PUT v1/invoice/{id}',
  'PATCH v1/invoice/invoices/{id}/status',
  'PATCH v1/invoice/invoices/{id}/payment-status',
  'DELETE v1/invoice/invoices/{id}',
  'POST v1/invoice/store/{storeId}/upload',
  // Inventory
  'GET v1/inventory/{storeId}/list',
  'GET v1/inventory/{storeId}/list-active',
  'GET v1/inventory/{storeId}/average-usage',
  'GET v1/inventory/{storeId}/item',
  'GET v1/inventory/{storeId}/history',
  'GET v1/inventory/{storeId}/supplier',
  'GET v1/inventory/{storeId}/product',
  'POST v1/inventory/{storeId}/item',
  'PUT v1/inventory/{storeId}/item',
  'PATCH v1/inventory/{storeId}/amount',
  'DELETE v1/inventory',
  // Order
  'GET v1/order/list',
  'GET v1/order',
  'GET v1/order/supplier',
  'POST v1/order',
  'PUT v1/order',
  'PATCH v1/order/status',
  'DELETE v1/order',
  // Permissions
  'GET v1/permissions',
  'GET v1/permissions/{id}',
  'POST v1/permissions',
  'PUT v1/permissions/{id}',
  // Product
  'GET v1/product/list',
  'GET v1/product',
  'GET v1/product/supplier',
  'POST v1/product',
  // Shift
  'POST v1/shift',
  'PUT v1/shift',
  'DELETE v1/shift/{id}',
  'GET v1/shift/store/{storeId}',
  'POST v1/shift/store/{storeId}/generate',
  'GET v1/shift/generation-jobs/{jobId}',
  'GET v1/shift/store/{storeId}/employee-tips',
  // Store
  'GET v1/store',
  'GET v1/store/{id}',
  'GET v1/store/{id}/financial-details',
  'PATCH v1/store/{id}/financial-details',
  'GET v1/store/{id}/shifts',
  'PATCH v1/store/{id}/shifts',
  'POST v1/store',
  'PUT v1/store/{id}',
  'DELETE v1/store/{id}',
  // Supplier (Reading B)
  'GET v1/supplier',
  'GET v1/supplier/{id}',
  'POST v1/supplier',
  'PUT v1/supplier/{id}',
  'DELETE v1/supplier/{id}',
  'GET v1/supplier/search',
  // Time entry
  'POST v1/time-entry',
  'GET v1/time-entry/history',
] as const;

const patterns = SPEC_CALLS.map((call) => {
  const [method = '', path = ''] = call.split(' ');
  const segments = path.split('/').map((s) => (/^\{\w+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&')));
  return { method, pattern: new RegExp(`^${segments.join('/')}$`) };
});

/** Whether `METHOD path` (path relative to the API base, without query) is a baseline call (docs/rules/api.md#spec-only-server). */
export function isSpecCall(method: string, path: string): boolean {
  const upper = method.toUpperCase();
  const bare = path.replace(/^\//, '').replace(/\/$/, '');
  return patterns.some((p) => p.method === upper && p.pattern.test(bare));
}

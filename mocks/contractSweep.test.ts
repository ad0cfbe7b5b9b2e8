import { describe, expect, it } from 'vitest';
import type { EndpointContract } from '@/api/contract';
import { contractsOf } from '@/api/contractsOf';
import { inventoryItems } from './db/inventory';
import { invoices } from './db/invoices';
import { orders } from './db/orders';
import { products, suppliers } from './db/catalog';
import { findUserByEmail, sessions, type MockUser } from './db/people';
import { permissionRecords } from './db/permissions';
import { SEED_WITHOUT_DETAILS } from './db/finance';
import { staffOf } from './db/staff';
import { addDays, todayIso } from '@/lib/format';
import { testNow } from '@/test/clock';
import { apiPath, holds } from './http';

// Every module's api files: together they describe the whole api.
const API_FILES: Record<string, unknown> = import.meta.glob(['/src/modules/*/api.ts', '/src/session/contract.ts'], { eager: true });
const described = contractsOf(API_FILES);

/**
 * Mock and app cannot drift (issue #10): every GET endpoint of the contract, called against the
 * seeded mock for every store of every demo user, answers what the app's own schema accepts.
 */
type Parts = { path?: Record<string, string>; query?: Record<string, string> };

const first = <T extends { id: string }>(list: T[]): string[] => list.slice(0, 3).map((x) => x.id);
/** A day relative to the tests' today (the clock of src/test/clock.ts). */
const dayOffset = (days: number) => addDays(todayIso(), days);
const today = dayOffset(0);
const lastWeek = { startDate: dayOffset(-7), endDate: today };

/**
 * The value a path or required query parameter gets by default, by its name. An endpoint whose
 * parameters all have one is called once per store with them: a new module's list and store
 * endpoints need no entry here.
 */
const DEFAULTS: Record<string, (storeId: string) => string> = {
  storeId: (storeId) => storeId,
  startDate: () => lastWeek.startDate,
  endDate: () => lastWeek.endDate,
  date: () => today,
};

const isOptional = (schema: unknown) => (schema as { _zod?: { optin?: string } })._zod?.optin === 'optional';

/** The default call of an endpoint for one store, or null when a parameter has no default (it needs an entry in CALLS). */
function defaultCall(endpoint: EndpointContract, storeId: string): Parts | null {
  const pathNames = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const shape = (endpoint.query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const queryNames = Object.entries(shape)
    .filter(([, schema]) => !isOptional(schema))
    .map(([name]) => name);
  if ([...pathNames, ...queryNames].some((name) => !(name in DEFAULTS))) return null;
  const values = (names: string[]) => Object.fromEntries(names.map((name) => [name, DEFAULTS[name]?.(storeId) ?? '']));
  return { ...(pathNames.length ? { path: values(pathNames) } : {}), ...(queryNames.length ? { query: values(queryNames) } : {}) };
}

/**
 * The calls of the GET endpoints that cannot use the default: a seeded id in the path or query,
 * several calls, or none (for one store).
 */
const CALLS: Record<string, (storeId: string, user: MockUser) => Parts[]> = {
  searchSuppliers: () => [{ query: { q: 'a' } }],
  getProduct: (storeId) => first(products.where((p) => p.storeId === storeId)).map((id) => ({ query: { id, storeId } })),
  getProductsBySupplier: (storeId) => first(suppliers.all()).map((id) => ({ query: { id, storeId } })),
  getOrder: (storeId) => first(orders.where((o) => o.storeId === storeId)).map((id) => ({ query: { id } })),
  getOrdersBySupplier: () => first(suppliers.all()).map((id) => ({ query: { id } })),
  getInvoices: (storeId) => [{ path: { storeId } }, { path: { storeId }, query: { status: 'approved' } }],
  getInvoice: (storeId) => first(invoices.where((i) => i.storeId === storeId)).map((id) => ({ path: { id } })),
  getInventoryItem: (storeId) =>
    first(inventoryItems.where((i) => i.storeId === storeId)).map((id) => ({ path: { storeId }, query: { id } })),
  getInventoryBySupplier: (storeId) => first(suppliers.all()).map((id) => ({ path: { storeId }, query: { id } })),
  getInventoryByProduct: (storeId) =>
    first(products.where((p) => p.storeId === storeId)).map((id) => ({ path: { storeId }, query: { id } })),
  getStore: (storeId) => [{ path: { id: storeId } }],
  getStoreFinancialDetails: (storeId) => [{ path: { id: storeId } }],
  getStoreShiftDetails: (storeId) => [{ path: { id: storeId } }],
  // Jobs exist only once a generation was started: the generation flow tests them.
  getShiftGenerationJob: () => [],
  getShiftGenerationResult: () => [],
  getTimeEntryHistory: (storeId) => [{ query: { date: dayOffset(-1), storeId } }],
  getTips: (storeId) => [{ path: { storeId }, query: lastWeek }, { path: { storeId } }],
  getUserFinancialDetails: (storeId) =>
    staffOf(storeId)
      .filter((s) => !(SEED_WITHOUT_DETAILS as readonly string[]).includes(s.userId))
      .slice(0, 3)
      .map((s) => ({ path: { userId: s.userId } })),
  getPermission: (storeId) =>
    permissionRecords()
      .filter((r) => r.storeId === storeId)
      .slice(0, 2)
      .map((r) => ({ path: { id: r.id } })),
  // One's own notes, where one is on the staff (the owner is not: 404, no notes).
  getUserShiftNotes: (storeId, user) =>
    staffOf(storeId).some((s) => s.userId === user.id) ? [{ path: { userId: user.id }, query: { storeId } }] : [],
};

/**
 * The list beside a record endpoint (`v1/note/{id}` beside `v1/note`, a kind of record's REST
 * calls), when that list has a default call: the record's ids come from the list's answer, so a
 * new module's record endpoint needs no entry in CALLS either.
 */
function listOf(endpoint: EndpointContract, storeId: string): { list: EndpointContract; param: string; parts: Parts } | null {
  const match = /^(.*)\/\{(\w+)\}$/.exec(endpoint.path);
  const list = match ? gets().find(([, e]) => e.path === match[1])?.[1] : undefined;
  const parts = list ? defaultCall(list, storeId) : null;
  return match?.[2] && list && parts ? { list, param: match[2], parts } : null;
}

/** The calls an endpoint gets for one store: its entry in CALLS, else the default call, else ids read from its list. */
async function callsOf(name: string, endpoint: EndpointContract, storeId: string, user: MockUser, token: string): Promise<Parts[]> {
  const special = CALLS[name];
  if (special) return special(storeId, user);
  const call = defaultCall(endpoint, storeId);
  if (call) return [call];
  const beside = listOf(endpoint, storeId);
  if (!beside) return [];
  const { status, body } = await request(beside.list, beside.parts, token);
  const ids =
    status === 200 && Array.isArray(body) ? body.flatMap((item: { id?: unknown }) => (typeof item.id === 'string' ? [item.id] : [])) : [];
  return ids.slice(0, 3).map((id) => ({ ...beside.parts, path: { ...beside.parts.path, [beside.param]: id } }));
}

/** GET endpoints whose answer is not a JSON document. */
const BINARY = new Set(['getInvoiceFile', 'exportSepaTips', 'getSepaExportFile']);

const gets = (): [string, EndpointContract][] => [...described].filter(([name, e]) => e.method === 'GET' && !BINARY.has(name));

function tokenOf(user: MockUser): string {
  const token = `sweep.${user.id}`;
  if (!sessions.get(token)) sessions.insert({ id: token, userId: user.id, createdAt: new Date(testNow()).toISOString() });
  return token;
}

async function request(endpoint: EndpointContract, parts: Parts, token: string): Promise<{ status: number; body: unknown }> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(parts.path?.[name] ?? ''));
  const url = new URL(apiPath(path));
  for (const [k, v] of Object.entries(parts.query ?? {})) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: res.status === 204 ? null : ((await res.json()) as unknown) };
}

describe('the mock answers every GET endpoint in the shape of the contract', () => {
  it('sweeps the api files of the modules and the session (the glob matches the real files)', () => {
    const files = Object.keys(API_FILES);
    expect(files).toContain('/src/modules/orders/api.ts');
    expect(files).toContain('/src/modules/inventory/api.ts');
    expect(files).toContain('/src/session/contract.ts');
    // Module endpoints are swept, not only the session's.
    expect(gets().map(([name]) => name)).toEqual(expect.arrayContaining(['getOrders', 'getInventoryItems', 'getProfile']));
  });

  it('every GET endpoint has sweep calls', () => {
    expect(
      gets()
        .filter(([name, endpoint]) => !(name in CALLS) && defaultCall(endpoint, 'store-1') === null && !listOf(endpoint, 'store-1'))
        .map(([name]) => name),
    ).toEqual([]);
  });

  it.each(['owner', 'manager', 'staff', 'viewer'])('for %s, in every store', async (role) => {
    const user = findUserByEmail(`${role}@storeops.test`);
    if (!user) throw new Error(`No demo user ${role}`);
    const token = tokenOf(user);
    const storeIds = user.globalPermissions.length ? ['store-1', 'store-2', 'store-3'] : user.memberships.map((m) => m.storeId);
    let checked = 0;
    for (const storeId of storeIds) {
      for (const [name, endpoint] of gets()) {
        if (endpoint.access && !holds(user, endpoint.access, storeId)) continue;
        for (const parts of await callsOf(name, endpoint, storeId, user, token)) {
          const { status, body } = await request(endpoint, parts, token);
          expect(status, `${name} ${JSON.stringify(parts)}`).toBe(200);
          if (typeof endpoint.response !== 'object' || endpoint.response === null) continue;
          const result = endpoint.response.safeParse(body);
          expect(result.success ? [] : result.error.issues.slice(0, 3), `${name} ${JSON.stringify(parts)}`).toEqual([]);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

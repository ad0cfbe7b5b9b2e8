import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '../rules/permissions';
import { bicMatchesIban, bicOf, ibanOf } from '../rules/bank';
import { SERVER_MESSAGES } from '../rules/messages';
import { StoreFinancialDetailsInputSchema, StoreInputSchema, StoreShiftDetailsInputSchema } from '@/modules/stores/schema';
import type { StoreFinancialDetailsInput, StoreInput, StoreShiftDetailsInput } from '@/modules/stores/types';
import type { z } from 'zod/mini';
import { products } from '../db/catalog';
import type { Collection } from '../db/collection';
import { inventoryItems } from '../db/inventory';
import { orders } from '../db/orders';
import { users, type MockUser } from '../db/people';
import { staffOf } from '../db/staff';
import { emptyShiftDetails, storeFinancialDetails, storeShiftDetails, stores, type MockStore } from '../db/stores';
import {
  authenticate,
  authorize,
  forbidden,
  found,
  handle,
  holds,
  HttpError,
  json as plainJson,
  noContent,
  storeRoute,
  type RouteContext,
  unprocessable,
} from '../http';
import { nextVersion, versioned } from './versions';
import { storedName } from '../rules/text';

/**
 * Stores, docs/rules/stores.md#stores.
 * - `GET v1/store`: the stores the user may manage: all with a global stores.read (or
 *   stores.write), otherwise those where the user holds stores.read or stores.write.
 * - Create needs stores.write (the creator becomes the new store's owner, so it appears in their
 *   store selector); update, delete and the details need stores.write in that store.
 * - `GET v1/store/{id}/shifts`: members of the store and global stores.read holders.
 * - Bodies are checked with the module's input schemas (422 with fieldErrors); a store that
 *   orders, products, inventory or staff still refer to cannot be deleted (409).
 * - The store, its shift details and its financial details each carry `version` (issue #41,
 *   `./versions.ts`): details not yet stored are at version 1, as answered; an update sends the
 *   version it read (stale: 409 with the current record; none: 422).
 */
/** Every answered record (a store, a list of them, a store's details) with its version. */
const json = <T extends object>(body: T | T[], status?: number) =>
  plainJson(Array.isArray(body) ? versioned(body) : versioned(body), status);
const P = PERMISSIONS;

function mayManage(user: MockUser, storeId: string): boolean {
  return holds(user, P.storesRead, storeId) || holds(user, P.storesWrite, storeId);
}

const storeOr404 = (id: string): MockStore => found(stores.get(id), 'Store');

const byName = (a: MockStore, b: MockStore) => a.name.localeCompare(b.name);

const trimmed = (v: string) => v.trim();

function storeInput(body: StoreInput): StoreInput {
  return {
    ...body,
    name: storedName(body.name),
    code: trimmed(body.code),
    address: {
      street: trimmed(body.address.street),
      postalCode: trimmed(body.address.postalCode),
      city: trimmed(body.address.city),
      country: body.address.country,
    },
  };
}

async function validStore({ input: valid }: RouteContext, exceptId?: string): Promise<StoreInput> {
  const input = storeInput(await valid(StoreInputSchema));
  const sameCode = stores.all().find((s) => s.id !== exceptId && s.code.toUpperCase() === input.code.toUpperCase());
  if (sameCode) {
    const message = `The code ${input.code} is already used by ${sameCode.name}.`;
    throw new HttpError(409, message, { code: message });
  }
  return input;
}

/** What still refers to a store, in words ("12 orders, 80 inventory items"); empty when nothing. */
function dependents(storeId: string): string[] {
  const counts: [number, string, string][] = [
    [orders.where((o) => o.storeId === storeId).length, 'order', 'orders'],
    [products.where((p) => p.storeId === storeId).length, 'product', 'products'],
    [inventoryItems.where((i) => i.storeId === storeId).length, 'inventory item', 'inventory items'],
    [staffOf(storeId).length, 'staff member', 'staff members'],
  ];
  return counts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
}

/** A details PATCH of a store (stores.write there, 404 unknown): the body checked with the module's input schema (422), saved by `save`. */
function detailsPatch<S extends z.ZodMiniType, T extends { id: string }>(
  path: string,
  schema: S,
  rows: Collection<T>,
  save: (storeId: string, input: z.output<S>) => T,
): HttpHandler {
  return storeRoute('patch', path, P.storesWrite, async ({ storeId, input, body }) => {
    storeOr404(storeId);
    // Details not stored yet are at version 1 (as answered); a stale or missing version is refused.
    const version = nextVersion(rows.get(storeId) ?? {}, (await body()).version, 'record', true);
    return json(withoutId(upsert(rows, { ...save(storeId, await input(schema)), version })));
  });
}

function upsert<T extends { id: string }>(rows: Collection<T>, row: T): T {
  if (rows.get(row.id)) rows.update(row.id, row);
  else rows.insert(row);
  return row;
}

const withoutId = <T extends { id: string }>({ id: _id, ...rest }: T) => rest;

export const handlers: HttpHandler[] = [
  handle('get', 'v1/store', ({ request }) => {
    const user = authorize(request, P.storesRead);
    return json(stores.where((s) => mayManage(user, s.id)).sort(byName));
  }),
  handle('post', 'v1/store', async (ctx) => {
    const user = authorize(ctx.request, P.storesWrite);
    const input = await validStore(ctx);
    const store = stores.insert({ id: stores.nextId('store'), ...input });
    users.update(user.id, { memberships: [...user.memberships, { storeId: store.id, roles: ['owner'], permissions: [] }] });
    return json(store, 201);
  }),
  handle('get', 'v1/store/:id', ({ request, params }) => {
    const id = params.id ?? '';
    const user = authorize(request, P.storesRead);
    const store = storeOr404(id);
    if (!mayManage(user, id)) throw forbidden();
    return json(store);
  }),
  storeRoute('put', 'v1/store/:storeId', P.storesWrite, async (ctx) => {
    const existing = storeOr404(ctx.storeId);
    const version = nextVersion(existing, (await ctx.body()).version, 'record', true);
    return json(found(stores.update(ctx.storeId, { ...(await validStore(ctx, ctx.storeId)), version }), 'Store'));
  }),
  storeRoute('delete', 'v1/store/:storeId', P.storesWrite, ({ storeId: id }) => {
    const store = storeOr404(id);
    const refs = dependents(id);
    if (refs.length > 0) {
      throw new HttpError(409, `${store.name} cannot be deleted: it still has ${refs.join(', ')}. Deactivate it instead.`);
    }
    stores.remove(id);
    storeFinancialDetails.remove(id);
    storeShiftDetails.remove(id);
    for (const u of users.all()) {
      if (u.memberships.some((m) => m.storeId === id)) {
        users.update(u.id, {
          memberships: u.memberships.filter((m) => m.storeId !== id),
          ...(u.currentStoreId === id ? { currentStoreId: undefined } : {}),
        });
      }
    }
    return noContent();
  }),
  storeRoute('get', 'v1/store/:storeId/financial-details', P.storesWrite, ({ storeId: id }) => {
    const store = storeOr404(id);
    const details = storeFinancialDetails.get(id);
    return json(
      details
        ? withoutId(details)
        : {
            storeId: id,
            legalName: '',
            iban: '',
            bic: '',
            addressCity: store.address.city,
            addressCountry: store.address.country,
            currency: store.currency,
          },
    );
  }),
  detailsPatch(
    'v1/store/:storeId/financial-details',
    StoreFinancialDetailsInputSchema,
    storeFinancialDetails,
    (id, input: StoreFinancialDetailsInput) => {
      const [iban, bic] = [ibanOf(input.iban), bicOf(input.bic)];
      // The BIC is of a bank in the IBAN's country, as the form checks (issue #41).
      if (!bicMatchesIban(bic, iban)) throw unprocessable({ bic: SERVER_MESSAGES.bicMismatch(SERVER_MESSAGES.theStore, bic, iban) });
      return {
        id,
        storeId: id,
        ...input,
        legalName: input.legalName.trim(),
        iban,
        bic,
        creditorReference: input.creditorReference?.trim() ?? '',
      };
    },
  ),
  handle('get', 'v1/store/:id/shifts', ({ request, params }) => {
    const id = params.id ?? '';
    const user = authenticate(request);
    const member = user.memberships.some((m) => m.storeId === id) || user.globalPermissions.includes(P.storesRead);
    if (!member) throw forbidden('You do not belong to this store.');
    const store = storeOr404(id);
    // The store's working-time fields, read-only here for planners without stores.read (issue #44).
    const { federalState, hospitality, workingTimeRules } = store;
    const law = { country: store.address.country, federalState, hospitality, workingTimeRules };
    return json({ ...withoutId(storeShiftDetails.get(id) ?? emptyShiftDetails(store)), ...law });
  }),
  detailsPatch('v1/store/:storeId/shifts', StoreShiftDetailsInputSchema, storeShiftDetails, (id, input: StoreShiftDetailsInput) => ({
    id,
    storeId: id,
    ...input,
    openingHours: [...input.openingHours].sort((a, b) => a.weekday - b.weekday),
    staffingRequirements: [...input.staffingRequirements].sort(
      (a, b) => a.weekday - b.weekday || a.role.localeCompare(b.role) || a.start.localeCompare(b.start),
    ),
  })),
];

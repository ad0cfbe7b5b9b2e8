import { http, HttpResponse, type HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { normalizeBic, normalizeIban } from '@/modules/stores/logic';
import {
  StoreFinancialDetailsInputSchema,
  StoreInputSchema,
  StoreShiftDetailsInputSchema,
} from '@/modules/stores/schema';
import type { StoreFinancialDetailsInput, StoreInput, StoreShiftDetailsInput } from '@/modules/stores/types';
import { products } from '../db/catalog';
import { inventoryItems } from '../db/inventory';
import { orders } from '../db/orders';
import { users, type MockUser } from '../db/people';
import { staffOf } from '../db/staff';
import {
  emptyShiftDetails,
  storeFinancialDetails,
  storeShiftDetails,
  stores,
  type MockStore,
} from '../db/stores';
import {
  apiPath,
  assertValid,
  authenticate,
  authorize,
  forbidden,
  holds,
  HttpError,
  notFound,
  readBody,
  route,
} from '../http';

/**
 * Stores, spec 7 Store (decisions.md).
 * - `GET v1/store`: the stores the user may manage: all with a global stores.read (or
 *   stores.write), otherwise those where the user holds stores.read or stores.write.
 * - Create needs stores.write (the creator becomes the new store's owner, so it appears in their
 *   store selector); update, delete and the details need stores.write in that store.
 * - `GET v1/store/{id}/shifts`: members of the store and global stores.read holders.
 * - Bodies are checked with the module's input schemas (422 with fieldErrors); a store that
 *   orders, products, inventory or staff still refer to cannot be deleted (409).
 */
const P = PERMISSIONS;

function mayManage(user: MockUser, storeId: string): boolean {
  return holds(user, P.storesRead, storeId) || holds(user, P.storesWrite, storeId);
}

function storeOr404(id: string): MockStore {
  const store = stores.get(id);
  if (!store) throw notFound('Store');
  return store;
}

const byName = (a: MockStore, b: MockStore) => a.name.localeCompare(b.name);

const trimmed = (v: string) => v.trim();

function storeInput(body: StoreInput): StoreInput {
  return {
    ...body,
    name: trimmed(body.name),
    code: trimmed(body.code),
    address: {
      street: trimmed(body.address.street),
      postalCode: trimmed(body.address.postalCode),
      city: trimmed(body.address.city),
      country: body.address.country,
    },
  };
}

async function validStore(request: Request, exceptId?: string): Promise<StoreInput> {
  const body = await readBody(request);
  assertValid(fieldErrorsOf(StoreInputSchema, body));
  const input = storeInput(StoreInputSchema.parse(body));
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

const withoutId = <T extends { id: string }>({ id: _id, ...rest }: T) => rest;

export const handlers: HttpHandler[] = [
  http.get(
    apiPath('v1/store'),
    route(({ request }) => {
      const user = authorize(request, P.storesRead);
      return HttpResponse.json(stores.where((s) => mayManage(user, s.id)).sort(byName));
    }),
  ),
  http.post(
    apiPath('v1/store'),
    route(async ({ request }) => {
      const user = authorize(request, P.storesWrite);
      const input = await validStore(request);
      const store = stores.insert({ id: stores.nextId('store'), ...input });
      users.update(user.id, { memberships: [...user.memberships, { storeId: store.id, roles: ['owner'], permissions: [] }] });
      return HttpResponse.json(store, { status: 201 });
    }),
  ),
  http.get(
    apiPath('v1/store/:id'),
    route(({ request, params }) => {
      const id = String(params.id);
      const user = authorize(request, P.storesRead);
      const store = storeOr404(id);
      if (!mayManage(user, id)) throw forbidden();
      return HttpResponse.json(store);
    }),
  ),
  http.put(
    apiPath('v1/store/:id'),
    route(async ({ request, params }) => {
      const id = String(params.id);
      authorize(request, P.storesWrite, id);
      storeOr404(id);
      const input = await validStore(request, id);
      return HttpResponse.json(stores.update(id, input));
    }),
  ),
  http.delete(
    apiPath('v1/store/:id'),
    route(({ request, params }) => {
      const id = String(params.id);
      authorize(request, P.storesWrite, id);
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
      return new HttpResponse(null, { status: 204 });
    }),
  ),
  http.get(
    apiPath('v1/store/:id/financial-details'),
    route(({ request, params }) => {
      const id = String(params.id);
      authorize(request, P.storesWrite, id);
      const store = storeOr404(id);
      const details = storeFinancialDetails.get(id);
      return HttpResponse.json(
        details
          ? withoutId(details)
          : { storeId: id, legalName: '', iban: '', bic: '', addressCity: store.address.city, addressCountry: store.address.country, currency: store.currency },
      );
    }),
  ),
  http.patch(
    apiPath('v1/store/:id/financial-details'),
    route(async ({ request, params }) => {
      const id = String(params.id);
      authorize(request, P.storesWrite, id);
      storeOr404(id);
      const body = await readBody(request);
      assertValid(fieldErrorsOf(StoreFinancialDetailsInputSchema, body));
      const input: StoreFinancialDetailsInput = StoreFinancialDetailsInputSchema.parse(body);
      const saved = {
        id,
        storeId: id,
        ...input,
        legalName: input.legalName.trim(),
        iban: normalizeIban(input.iban),
        bic: normalizeBic(input.bic),
        creditorReference: input.creditorReference?.trim() ?? '',
      };
      if (storeFinancialDetails.get(id)) storeFinancialDetails.update(id, saved);
      else storeFinancialDetails.insert(saved);
      return HttpResponse.json(withoutId(saved));
    }),
  ),
  http.get(
    apiPath('v1/store/:id/shifts'),
    route(({ request, params }) => {
      const id = String(params.id);
      const user = authenticate(request);
      const member = user.memberships.some((m) => m.storeId === id) || user.globalPermissions.includes(P.storesRead);
      if (!member) throw forbidden('You do not belong to this store.');
      const store = storeOr404(id);
      return HttpResponse.json(withoutId(storeShiftDetails.get(id) ?? emptyShiftDetails(store)));
    }),
  ),
  http.patch(
    apiPath('v1/store/:id/shifts'),
    route(async ({ request, params }) => {
      const id = String(params.id);
      authorize(request, P.storesWrite, id);
      storeOr404(id);
      const body = await readBody(request);
      assertValid(fieldErrorsOf(StoreShiftDetailsInputSchema, body));
      const input: StoreShiftDetailsInput = StoreShiftDetailsInputSchema.parse(body);
      const saved = {
        id,
        storeId: id,
        ...input,
        openingHours: [...input.openingHours].sort((a, b) => a.weekday - b.weekday),
        staffingRequirements: [...input.staffingRequirements].sort(
          (a, b) => a.weekday - b.weekday || a.role.localeCompare(b.role) || a.start.localeCompare(b.start),
        ),
      };
      if (storeShiftDetails.get(id)) storeShiftDetails.update(id, saved);
      else storeShiftDetails.insert(saved);
      return HttpResponse.json(withoutId(saved));
    }),
  ),
];

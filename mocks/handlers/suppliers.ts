import { http, HttpResponse, type HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { findSameName, normalizeVatId, validateSupplier } from '@/modules/suppliers/logic';
import type { Supplier, SupplierInput } from '@/modules/suppliers/types';
import { products, suppliers } from '../db/catalog';
import { apiPath, assertValid, authorize, badRequest, HttpError, notFound, readBody, route, textMatches } from '../http';

/**
 * Suppliers, spec 7 Reading B (decisions.md). Suppliers are shared by all stores: the read and
 * write permissions are checked in any of the user's stores.
 *
 * Decisions (a real server would do the same):
 * - A duplicate name (trimmed, case-folded) answers 409 with `fieldErrors.name`: the name is
 *   the supplier's match key (spec 7 Reading A), so it stays unique.
 * - A supplier that products still refer to cannot be deleted (409): archive it instead.
 */
const DUPLICATE_NAME = 'A supplier with this name already exists.';

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function toInput(body: Record<string, unknown>): SupplierInput {
  const address = (typeof body.address === 'object' && body.address !== null ? body.address : {}) as Record<string, unknown>;
  return {
    name: str(body.name),
    customerAccountNo: str(body.customerAccountNo),
    contactName: str(body.contactName),
    email: str(body.email),
    orderEmail: str(body.orderEmail),
    phone: str(body.phone),
    address: {
      street: str(address.street),
      postalCode: str(address.postalCode),
      city: str(address.city),
      country: str(address.country).toUpperCase(),
    },
    vatId: normalizeVatId(str(body.vatId)),
    paymentTermsDays: body.paymentTermsDays as number,
    minOrderValue: body.minOrderValue as number,
    deliveryWeekdays: Array.isArray(body.deliveryWeekdays)
      ? [...(body.deliveryWeekdays as number[])].sort((a, b) => a - b)
      : (body.deliveryWeekdays as number[]),
    orderCutoffTime: str(body.orderCutoffTime),
    leadTimeDays: body.leadTimeDays as number,
    notes: typeof body.notes === 'string' ? body.notes : '',
    status: body.status as Supplier['status'],
  };
}

async function validBody(request: Request, exceptId?: string): Promise<SupplierInput> {
  const body = await readBody(request);
  // Spaces and dots in a VAT id are accepted and stored without them.
  assertValid(validateSupplier({ ...body, vatId: normalizeVatId(str(body.vatId)) }));
  const input = toInput(body);
  if (findSameName(suppliers.all(), input.name, exceptId)) {
    throw new HttpError(409, DUPLICATE_NAME, { name: DUPLICATE_NAME });
  }
  return input;
}

const byName = (a: Supplier, b: Supplier) => a.name.localeCompare(b.name);

export const handlers: HttpHandler[] = [
  http.get(
    apiPath('v1/supplier'),
    route(({ request }) => {
      authorize(request, PERMISSIONS.suppliersRead);
      return HttpResponse.json([...suppliers.all()].sort(byName));
    }),
  ),
  // Before `v1/supplier/:id`, which would otherwise take "search" for an id.
  http.get(
    apiPath('v1/supplier/search'),
    route(({ request }) => {
      authorize(request, PERMISSIONS.suppliersRead);
      const q = new URL(request.url).searchParams.get('q')?.trim();
      if (!q) throw badRequest('Query parameter "q" is required.');
      const matches = suppliers.where((s) => textMatches(q, [s.name, s.contactName, s.email, s.customerAccountNo, s.address.city, s.vatId]));
      return HttpResponse.json(matches.sort(byName));
    }),
  ),
  http.get(
    apiPath('v1/supplier/:id'),
    route(({ request, params }) => {
      authorize(request, PERMISSIONS.suppliersRead);
      const supplier = suppliers.get(String(params.id));
      if (!supplier) throw notFound('Supplier');
      return HttpResponse.json(supplier);
    }),
  ),
  http.post(
    apiPath('v1/supplier'),
    route(async ({ request }) => {
      authorize(request, PERMISSIONS.suppliersWrite);
      const input = await validBody(request);
      const created = suppliers.insert({ ...input, id: suppliers.nextId('sup') });
      return HttpResponse.json(created, { status: 201 });
    }),
  ),
  http.put(
    apiPath('v1/supplier/:id'),
    route(async ({ request, params }) => {
      authorize(request, PERMISSIONS.suppliersWrite);
      const id = String(params.id);
      if (!suppliers.get(id)) throw notFound('Supplier');
      const input = await validBody(request, id);
      return HttpResponse.json(suppliers.update(id, input));
    }),
  ),
  http.delete(
    apiPath('v1/supplier/:id'),
    route(({ request, params }) => {
      authorize(request, PERMISSIONS.suppliersWrite);
      const id = String(params.id);
      if (!suppliers.get(id)) throw notFound('Supplier');
      const used = products.where((p) => p.supplierId === id).length;
      if (used > 0) {
        throw new HttpError(
          409,
          `This supplier still has ${used} product${used === 1 ? '' : 's'} and cannot be deleted. Archive it instead.`,
        );
      }
      suppliers.remove(id);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];

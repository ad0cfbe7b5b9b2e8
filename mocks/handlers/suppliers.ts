import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '../rules/permissions';
import { SupplierInputSchema } from '@/modules/suppliers/schema';
import type { Supplier, SupplierInput } from '@/modules/suppliers/types';
import { products, suppliers } from '../db/catalog';
import {
  assertValid,
  authorize,
  badRequest,
  found,
  handle,
  HttpError,
  json as plainJson,
  noContent,
  str,
  textMatches,
  type RouteContext,
} from '../http';
import { schemaErrors } from '../schemaErrors';
import { nextVersion, versioned } from './versions';
import { storedName } from '../rules/text';

/** A VAT id as stored: without the spaces, dots and dashes people type into it. */
const compactVatId = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

/** Two supplier names match ignoring case, outer spaces and how many spaces stand between words. */
const sameSupplierName = (a: string, b: string): boolean => {
  const key = (name: string) => name.normalize('NFC').trim().split(/\s+/).join(' ').toLocaleLowerCase('en');
  return key(a) !== '' && key(a) === key(b);
};

/**
 * Suppliers, docs/rules/purchasing.md#supplier-calls. Suppliers are shared by all stores: the read and
 * write permissions are checked in any of the user's stores.
 *
 * Decisions (a real server would do the same):
 * - A duplicate name (trimmed, case-folded) answers 409 with `fieldErrors.name`: the name is
 *   the supplier's match key (docs/rules/purchasing.md#supplier-name-match), so it stays unique.
 * - A supplier that products still refer to cannot be deleted (409): archive it instead.
 * - Every answered supplier carries `version`; an update with a stale one answers 409 with the
 *   current supplier, one without `version` is accepted (last write wins; `./versions.ts`).
 */
const DUPLICATE_NAME = 'A supplier with this name already exists.';

/** Every supplier answered with its version. */
const json = (body: Supplier | Supplier[], status?: number) => plainJson(Array.isArray(body) ? versioned(body) : versioned(body), status);

function toInput(body: Record<string, unknown>): SupplierInput {
  const address = (typeof body.address === 'object' && body.address !== null ? body.address : {}) as Record<string, unknown>;
  return {
    // Stored without bidi controls and zero-width characters (issue #41).
    name: storedName(str(body.name)),
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
    vatId: compactVatId(str(body.vatId)),
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

async function validBody({ body: read }: RouteContext, exceptId?: string): Promise<SupplierInput> {
  const body = await read();
  // Spaces and dots in a VAT id are accepted and stored without them.
  assertValid(schemaErrors(SupplierInputSchema, { ...body, vatId: compactVatId(str(body.vatId)) }));
  const input = toInput(body);
  if (suppliers.all().some((s) => s.id !== exceptId && sameSupplierName(s.name, input.name))) {
    throw new HttpError(409, DUPLICATE_NAME, { name: DUPLICATE_NAME });
  }
  return input;
}

const byName = (a: Supplier, b: Supplier) => a.name.localeCompare(b.name);

export const handlers: HttpHandler[] = [
  handle('get', 'v1/supplier', ({ request }) => {
    authorize(request, PERMISSIONS.suppliersRead);
    return json([...suppliers.all()].sort(byName));
  }),
  // Before `v1/supplier/:id`, which would otherwise take "search" for an id.
  handle('get', 'v1/supplier/search', ({ request, query }) => {
    authorize(request, PERMISSIONS.suppliersRead);
    const q = query.get('q')?.trim();
    if (!q) throw badRequest('Query parameter "q" is required.');
    const matches = suppliers.where((s) => textMatches(q, [s.name, s.contactName, s.email, s.customerAccountNo, s.address.city, s.vatId]));
    return json(matches.sort(byName));
  }),
  handle('get', 'v1/supplier/:id', ({ request, params }) => {
    authorize(request, PERMISSIONS.suppliersRead);
    return json(found(suppliers.get(params.id ?? ''), 'Supplier'));
  }),
  handle('post', 'v1/supplier', async (ctx) => {
    authorize(ctx.request, PERMISSIONS.suppliersWrite);
    const input = await validBody(ctx);
    const created = suppliers.insert({ ...input, id: suppliers.nextId('sup') });
    return json(created, 201);
  }),
  handle('put', 'v1/supplier/:id', async (ctx) => {
    authorize(ctx.request, PERMISSIONS.suppliersWrite);
    const current = found(suppliers.get(ctx.params.id ?? ''), 'Supplier');
    const version = nextVersion(current, (await ctx.body()).version, 'supplier');
    const input = await validBody(ctx, current.id);
    return json(found(suppliers.update(current.id, { ...input, version }), 'Supplier'));
  }),
  handle('delete', 'v1/supplier/:id', ({ request, params }) => {
    authorize(request, PERMISSIONS.suppliersWrite);
    const { id } = found(suppliers.get(params.id ?? ''), 'Supplier');
    const used = products.where((p) => p.supplierId === id).length;
    if (used > 0) {
      throw new HttpError(
        409,
        `This supplier still has ${used} product${used === 1 ? '' : 's'} and cannot be deleted. Archive it instead.`,
      );
    }
    suppliers.remove(id);
    return noContent();
  }),
];

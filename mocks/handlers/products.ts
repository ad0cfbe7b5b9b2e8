import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '../rules/permissions';
import { ProductInputSchema } from '@/modules/products/schema';
import type { Product } from '@/modules/products/types';
import { products, suppliers } from '../db/catalog';
import { assertValid, authorize, found, handle, HttpError, json as plainJson, notFound, storeRoute, str } from '../http';
import { schemaErrors } from '../schemaErrors';
import { nextVersion, versioned } from './versions';
import { storedName } from '../rules/text';

/**
 * Products (docs/rules/purchasing.md#product-calls): always inside one store, checked with the store's permission.
 * `POST v1/product` with an `id` updates, without one creates (docs/rules/purchasing.md#product-calls); there is no
 * delete call, a product is deactivated (`active: false`). A SKU is unique within its store.
 * Every answered product carries `version`; an update (a body with `id`) sends the one it read:
 * a stale one answers 409 with the current product, none 422 (issue #41, `./versions.ts`).
 */
const json = (body: Product | Product[], status?: number) => plainJson(Array.isArray(body) ? versioned(body) : versioned(body), status);

const byName = (a: Product, b: Product) => a.name.localeCompare(b.name);

/** A valid body (checked with the contract's input schema) as the stored product. */
function toProduct(body: Record<string, unknown>, id: string): Product {
  const input = ProductInputSchema.parse(body);
  const t = (v: string) => v.trim();
  return {
    ...input,
    id,
    storeId: t(input.storeId),
    name: storedName(input.name),
    sku: t(input.sku),
    category: t(input.category),
    supplierId: t(input.supplierId),
    supplierSku: t(input.supplierSku),
    currency: t(input.currency),
  };
}

const READ = PERMISSIONS.productsRead;

export const handlers: HttpHandler[] = [
  storeRoute('get', 'v1/product/list', READ, ({ storeId }) => json(products.where((p) => p.storeId === storeId).sort(byName))),
  handle('get', 'v1/product/supplier', ({ request, need }) => {
    const [storeId, supplierId] = need('storeId', 'id');
    authorize(request, READ, storeId);
    found(suppliers.get(supplierId), 'Supplier');
    return json(products.where((p) => p.storeId === storeId && p.supplierId === supplierId).sort(byName));
  }),
  handle('get', 'v1/product', ({ request, need }) => {
    const [storeId, id] = need('storeId', 'id');
    authorize(request, READ, storeId);
    return json(found(products.get(id), 'Product', storeId));
  }),
  handle('post', 'v1/product', async ({ request, body }) => {
    const sent = await body();
    const storeId = str(sent.storeId);
    authorize(request, PERMISSIONS.productsWrite, storeId || undefined);
    const errors = schemaErrors(ProductInputSchema, sent);
    const supplierId = str(sent.supplierId);
    if (supplierId && !suppliers.get(supplierId)) errors.supplierId = 'Unknown supplier.';
    assertValid(errors);
    const id = str(sent.id);
    const existing = id ? products.get(id) : undefined;
    if (id && (!existing || existing.storeId !== storeId)) throw notFound('Product');
    const product = toProduct(sent, id || products.nextId(`prod-${storeId.replace(/^store-/, '')}`));
    if (product.sku && products.where((p) => p.storeId === storeId && p.id !== product.id && p.sku === product.sku).length) {
      throw new HttpError(409, 'A product with this SKU already exists in this store.', {
        sku: 'This SKU is already used in this store.',
      });
    }
    if (existing) {
      // A stale version answers 409 with the current product, a missing one 422 (no lost update).
      const version = nextVersion(existing, sent.version, 'product', true);
      return json(found(products.update(product.id, { ...product, version }), 'Product'));
    }
    return json(products.insert(product), 201);
  }),
];

import { http, HttpResponse, type HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { validateProduct } from '@/modules/products/logic';
import { ProductInputSchema } from '@/modules/products/schema';
import type { Product } from '@/modules/products/types';
import { products, suppliers } from '../db/catalog';
import { apiPath, assertValid, authorize, HttpError, notFound, readBody, requireQuery, route } from '../http';

/**
 * Products (spec 7): always inside one store, checked with the store's permission.
 * `POST v1/product` with an `id` updates, without one creates (decisions.md); there is no
 * delete call, a product is deactivated (`active: false`). A SKU is unique within its store.
 */
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const byName = (a: Product, b: Product) => a.name.localeCompare(b.name);

/** A valid body (checked with the app's own input schema) as the stored product. */
function toProduct(body: Record<string, unknown>, id: string): Product {
  const input = ProductInputSchema.parse(body);
  const t = (v: string) => v.trim();
  return {
    ...input,
    id,
    storeId: t(input.storeId),
    name: t(input.name),
    sku: t(input.sku),
    category: t(input.category),
    supplierId: t(input.supplierId),
    supplierSku: t(input.supplierSku),
    currency: t(input.currency),
  };
}

export const handlers: HttpHandler[] = [
  http.get(
    apiPath('v1/product/list'),
    route(({ request }) => {
      const storeId = requireQuery(new URL(request.url), 'storeId');
      authorize(request, PERMISSIONS.productsRead, storeId);
      return HttpResponse.json(products.where((p) => p.storeId === storeId).sort(byName));
    }),
  ),
  http.get(
    apiPath('v1/product/supplier'),
    route(({ request }) => {
      const url = new URL(request.url);
      const storeId = requireQuery(url, 'storeId');
      const supplierId = requireQuery(url, 'id');
      authorize(request, PERMISSIONS.productsRead, storeId);
      if (!suppliers.get(supplierId)) throw notFound('Supplier');
      return HttpResponse.json(products.where((p) => p.storeId === storeId && p.supplierId === supplierId).sort(byName));
    }),
  ),
  http.get(
    apiPath('v1/product'),
    route(({ request }) => {
      const url = new URL(request.url);
      const storeId = requireQuery(url, 'storeId');
      const id = requireQuery(url, 'id');
      authorize(request, PERMISSIONS.productsRead, storeId);
      const product = products.get(id);
      if (!product || product.storeId !== storeId) throw notFound('Product');
      return HttpResponse.json(product);
    }),
  ),
  http.post(
    apiPath('v1/product'),
    route(async ({ request }) => {
      const body = await readBody(request);
      const storeId = str(body.storeId);
      authorize(request, PERMISSIONS.productsWrite, storeId || undefined);
      const errors = validateProduct(body);
      const supplierId = str(body.supplierId);
      if (supplierId && !suppliers.get(supplierId)) errors.supplierId = 'Unknown supplier.';
      assertValid(errors);
      const id = str(body.id);
      const existing = id ? products.get(id) : undefined;
      if (id && (!existing || existing.storeId !== storeId)) throw notFound('Product');
      const product = toProduct(body, id || products.nextId(`prod-${storeId.replace(/^store-/, '')}`));
      if (product.sku && products.where((p) => p.storeId === storeId && p.id !== product.id && p.sku === product.sku).length) {
        throw new HttpError(409, 'A product with this SKU already exists in this store.', {
          sku: 'This SKU is already used in this store.',
        });
      }
      if (existing) return HttpResponse.json(products.update(product.id, product));
      return HttpResponse.json(products.insert(product), { status: 201 });
    }),
  ),
];

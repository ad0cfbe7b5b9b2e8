import { describe, expect, it } from 'vitest';
import { apiPath } from '../http';
import { products, suppliers } from '../db/catalog';
import { signedInState } from '@/test/render';
import { emptySupplier } from '@/modules/suppliers/logic';

function as(role: 'manager' | 'viewer' | 'staff') {
  signedInState(role);
  return { Authorization: `Bearer test.user-${role}`, 'Content-Type': 'application/json' };
}

async function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(apiPath(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

describe('mock supplier API', () => {
  it('seeds 30 suppliers and 360 products over three stores with several categories and units', () => {
    expect(suppliers.all()).toHaveLength(30);
    expect(products.all()).toHaveLength(360);
    expect(new Set(products.all().map((p) => p.category)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(products.all().map((p) => p.baseUnit))).toEqual(new Set(['piece', 'g', 'kg', 'ml', 'l']));
  });

  it('checks permissions: 401 without a token, 403 without suppliers.read / suppliers.write', async () => {
    expect((await call('GET', 'v1/supplier', {})).status).toBe(401);
    expect((await call('GET', 'v1/supplier', as('staff'))).status).toBe(403);
    expect((await call('GET', 'v1/supplier', as('viewer'))).status).toBe(200);
    expect((await call('POST', 'v1/supplier', as('viewer'), { ...emptySupplier(), name: 'X' })).status).toBe(403);
    expect((await call('DELETE', 'v1/supplier/sup-001', as('viewer'))).status).toBe(403);
  });

  it('answers 404 on unknown ids', async () => {
    const h = as('manager');
    expect((await call('GET', 'v1/supplier/sup-999', h)).status).toBe(404);
    expect((await call('PUT', 'v1/supplier/sup-999', h, { ...emptySupplier(), name: 'X' })).status).toBe(404);
    expect((await call('DELETE', 'v1/supplier/sup-999', h)).status).toBe(404);
  });

  it('validates bodies (422 with fieldErrors) and rejects a duplicate name (409)', async () => {
    const h = as('manager');
    const bad = await call('POST', 'v1/supplier', h, { ...emptySupplier(), name: '', email: 'nope' });
    expect(bad).toMatchObject({ status: 422, body: { fieldErrors: { name: 'Name is required.', email: 'Enter a valid email address.' } } });
    expect((await call('POST', 'v1/supplier', h, [])).status).toBe(400);
    const dup = await call('POST', 'v1/supplier', h, { ...emptySupplier(), name: ' hanse getränke ' });
    expect(dup).toMatchObject({
      status: 409,
      body: { message: 'A supplier with this name already exists.', fieldErrors: { name: expect.any(String) as string } },
    });
    // Renaming a supplier to its own name is fine.
    const own = suppliers.get('sup-017')!;
    expect((await call('PUT', 'v1/supplier/sup-017', h, { ...own, name: 'HANSE GETRÄNKE', version: own.version ?? 1 })).status).toBe(200);
  });

  it('keeps state: create, update, search, delete; a supplier with products is not deleted', async () => {
    const h = as('manager');
    const created = await call('POST', 'v1/supplier', h, { ...emptySupplier(), name: 'Zeta Foods', vatId: 'de 999 888 777' });
    expect(created.status).toBe(201);
    const id = String(created.body?.id);
    expect(created.body?.vatId).toBe('DE999888777');
    expect((await call('PUT', `v1/supplier/${id}`, h, { ...emptySupplier(), name: 'Zeta Foods GmbH', version: 1 })).body?.name).toBe(
      'Zeta Foods GmbH',
    );
    const found = await call('GET', `v1/supplier/search?q=${encodeURIComponent('zeta foods')}`, h);
    expect(found.body).toEqual([expect.objectContaining({ id, name: 'Zeta Foods GmbH' })]);
    expect((await call('GET', 'v1/supplier/search', h)).status).toBe(400);
    expect((await call('DELETE', `v1/supplier/${id}`, h)).status).toBe(204);
    expect((await call('GET', `v1/supplier/${id}`, h)).status).toBe(404);
    const used = await call('DELETE', 'v1/supplier/sup-001', h);
    expect(used.status).toBe(409);
    expect(suppliers.get('sup-001')).toBeDefined();
  });
});

describe('mock product API', () => {
  const body = {
    storeId: 'store-1',
    name: 'Test flour',
    sku: 'DRY-TEST',
    category: 'Dry goods',
    supplierId: 'sup-013',
    supplierSku: '',
    baseUnit: 'kg',
    purchaseUnit: 'bag',
    packSize: 25,
    unitPrice: 18.5,
    currency: 'EUR',
    vatRate: 7,
    minOrderQty: 1,
    orderMultiple: 1,
    barcodes: [],
    active: true,
  };

  it('checks the store: 400 without storeId, 403 in a store the user does not work in', async () => {
    const h = as('manager');
    expect((await call('GET', 'v1/product/list', h)).status).toBe(400);
    expect((await call('GET', 'v1/product/list?storeId=store-3', h)).status).toBe(403);
    expect((await call('POST', 'v1/product', h, { ...body, storeId: 'store-3' })).status).toBe(403);
    expect((await call('POST', 'v1/product', as('viewer'), body)).status).toBe(403);
    const list = await call('GET', 'v1/product/list?storeId=store-2', h);
    expect(list.status).toBe(200);
  });

  it('404 on unknown ids and on a product of another store', async () => {
    const h = as('manager');
    expect((await call('GET', 'v1/product?id=prod-2-001&storeId=store-1', h)).status).toBe(404);
    expect((await call('GET', 'v1/product/supplier?id=sup-999&storeId=store-1', h)).status).toBe(404);
    expect((await call('POST', 'v1/product', h, { ...body, id: 'prod-2-001' })).status).toBe(404);
  });

  it('creates without an id, updates with one, validates, and keeps SKUs unique per store', async () => {
    const h = as('manager');
    const created = await call('POST', 'v1/product', h, body);
    expect(created.status).toBe(201);
    const id = String(created.body?.id);
    expect(id).toMatch(/^prod-1-/);
    expect(created.body?.version).toBe(1);
    const updated = await call('POST', 'v1/product', h, { ...body, id, active: false, version: 1 });
    expect(updated).toMatchObject({ status: 200, body: { id, active: false, version: 2 } });
    expect(products.get(id)?.active).toBe(false);
    expect((await call('POST', 'v1/product', h, { ...body, supplierId: 'sup-999' })).body).toMatchObject({
      fieldErrors: { supplierId: 'Unknown supplier.' },
    });
    expect((await call('POST', 'v1/product', h, { ...body, packSize: 0 })).status).toBe(422);
    expect((await call('POST', 'v1/product', h, body)).status).toBe(409);
    expect((await call('POST', 'v1/product', h, { ...body, storeId: 'store-2' })).status).toBe(201);
  });
});

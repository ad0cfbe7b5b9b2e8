import { z } from 'zod/mini';
import { BASE_UNITS, PURCHASE_UNITS, type Product } from '@/modules/products/types';
import type { Supplier } from '@/modules/suppliers/types';
import { collection } from './collection';
import { pad, createRandom } from './random';
import catalogSeed from './catalog.json';

/**
 * The seeded catalogue: 30 suppliers (shared by all stores) and 120 products per store (360),
 * over nine categories. Orders, invoices and inventory seeds build on these ids.
 *
 * The product templates per category and the supplier names are data, kept in `catalog.json`;
 * they are checked against `CatalogSeedSchema` when this module loads (units from the product
 * schema, every supplier's category one of the templates'), so a bad edit fails at once.
 */
const TemplateSchema = z.object({
  name: z.string().check(z.minLength(1)),
  baseUnit: z.enum(BASE_UNITS),
  purchaseUnit: z.enum(PURCHASE_UNITS),
  packSize: z.number().check(z.positive()),
  /** Price range of one purchase unit, low and high. */
  price: z.tuple([z.number(), z.number()]),
  vat: z.number(),
});

const CatalogSeedSchema = z
  .object({
    categories: z.record(z.string(), z.array(TemplateSchema)),
    /** [name, category, city] */
    suppliers: z.array(z.tuple([z.string(), z.string(), z.string()])),
  })
  .check(
    z.refine(
      (seed) => seed.suppliers.every(([, category]) => category in seed.categories),
      'Every supplier’s category must be one of the categories.',
    ),
  );

const seed = CatalogSeedSchema.parse(catalogSeed);

const CATEGORIES = seed.categories;

const SUPPLIER_NAMES = seed.suppliers;

const SUPPLIER_CATEGORY: Record<string, string> = {};

function seedSuppliers(): Supplier[] {
  const rnd = createRandom(20251);
  return SUPPLIER_NAMES.map(([name, category, city], i) => {
    const id = `sup-${pad(i + 1)}`;
    SUPPLIER_CATEGORY[id] = category;
    const slug = name
      .toLowerCase()
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/ß/g, 'ss')
      .replace(/[^a-z]+/g, '-')
      .replace(/^-|-$/g, '');
    const days = [1, 2, 3, 4, 5].filter(() => rnd.chance(0.55));
    return {
      id,
      name,
      customerAccountNo: `KD-${rnd.int(10000, 99999)}`,
      contactName: rnd.pick(['Anna Schmidt', 'Jonas Weber', 'Lea Fischer', 'Paul Wagner', 'Mia Becker', 'Felix Hoffmann']),
      email: `info@${slug}.example`,
      orderEmail: `orders@${slug}.example`,
      phone: `+49 30 ${rnd.int(1000000, 9999999)}`,
      address: {
        street: `${rnd.pick(['Hauptstraße', 'Industrieweg', 'Am Markt', 'Lindenallee'])} ${rnd.int(1, 120)}`,
        postalCode: String(rnd.int(10000, 99999)),
        city,
        country: 'DE',
      },
      vatId: `DE${rnd.int(100000000, 999999999)}`,
      paymentTermsDays: rnd.pick([7, 14, 30]),
      minOrderValue: rnd.pick([0, 50, 100, 150]),
      deliveryWeekdays: days.length ? days : [2, 4],
      orderCutoffTime: rnd.pick(['10:00', '12:00', '14:00', '16:00']),
      leadTimeDays: rnd.int(1, 3),
      notes: '',
      status: i === 28 ? 'archived' : 'active',
    };
  });
}

export const suppliers = collection<Supplier>('suppliers', seedSuppliers);

export const STORE_IDS = ['store-1', 'store-2', 'store-3'] as const;

function seedProducts(): Product[] {
  const rnd = createRandom(777);
  const supplierList = seedSuppliers();
  const out: Product[] = [];
  STORE_IDS.forEach((storeId, storeIndex) => {
    let n = 0;
    // Every template once per store, plus variants until 120 products per store.
    const templates = Object.entries(CATEGORIES).flatMap(([category, list]) => list.map((t) => ({ category, t })));
    while (n < 120) {
      const { category, t } = templates[n % templates.length];
      const round = Math.floor(n / templates.length);
      const candidates = supplierList.filter((s) => SUPPLIER_CATEGORY[s.id] === category && s.status === 'active');
      const supplier = candidates[(n + storeIndex + round) % candidates.length] ?? supplierList[0];
      const variant = round === 0 ? '' : ` ${['(organic)', '(premium)', '(value)'][round - 1] ?? `#${round}`}`;
      n += 1;
      out.push({
        id: `prod-${storeIndex + 1}-${pad(n)}`,
        storeId,
        name: `${t.name}${variant}`,
        sku: `${category.slice(0, 3).toUpperCase()}-${pad(n, 4)}`,
        category,
        supplierId: supplier.id,
        supplierSku: `${supplier.id.toUpperCase()}-${rnd.int(1000, 9999)}`,
        baseUnit: t.baseUnit,
        purchaseUnit: t.purchaseUnit,
        packSize: t.packSize,
        unitPrice: rnd.money(t.price[0], t.price[1]),
        currency: 'EUR',
        vatRate: t.vat,
        minOrderQty: rnd.pick([1, 1, 2]),
        orderMultiple: rnd.pick([1, 1, 1, 2]),
        barcodes: [`40${rnd.int(10000000000, 99999999999)}`],
        active: !(round > 0 && rnd.chance(0.08)),
      });
    }
  });
  return out;
}

export const products = collection<Product>('products', seedProducts);

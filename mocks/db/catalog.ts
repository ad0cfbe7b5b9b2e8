import type { Product } from '@/modules/products/types';
import type { Supplier } from '@/modules/suppliers/types';
import { collection } from './collection';
import { pad, createRandom } from './random';

/**
 * The seeded catalogue: 30 suppliers (shared by all stores) and 120 products per store (360),
 * over nine categories. Orders, invoices and inventory seeds build on these ids.
 */
interface Template {
  name: string;
  baseUnit: Product['baseUnit'];
  purchaseUnit: Product['purchaseUnit'];
  packSize: number;
  price: [number, number];
  vat: number;
}

export const CATEGORIES: Record<string, Template[]> = {
  Produce: [
    { name: 'Tomatoes', baseUnit: 'kg', purchaseUnit: 'crate', packSize: 6, price: [9, 16], vat: 7 },
    { name: 'Lettuce', baseUnit: 'piece', purchaseUnit: 'crate', packSize: 12, price: [8, 14], vat: 7 },
    { name: 'Lemons', baseUnit: 'kg', purchaseUnit: 'box', packSize: 5, price: [8, 13], vat: 7 },
    { name: 'Onions', baseUnit: 'kg', purchaseUnit: 'bag', packSize: 10, price: [6, 11], vat: 7 },
    { name: 'Potatoes', baseUnit: 'kg', purchaseUnit: 'bag', packSize: 25, price: [14, 22], vat: 7 },
    { name: 'Avocados', baseUnit: 'piece', purchaseUnit: 'box', packSize: 20, price: [18, 28], vat: 7 },
    { name: 'Fresh basil', baseUnit: 'g', purchaseUnit: 'box', packSize: 500, price: [7, 12], vat: 7 },
    { name: 'Berries mix', baseUnit: 'g', purchaseUnit: 'box', packSize: 2000, price: [16, 26], vat: 7 },
  ],
  Dairy: [
    { name: 'Whole milk', baseUnit: 'l', purchaseUnit: 'crate', packSize: 12, price: [11, 16], vat: 7 },
    { name: 'Oat drink', baseUnit: 'l', purchaseUnit: 'case', packSize: 8, price: [14, 20], vat: 19 },
    { name: 'Butter', baseUnit: 'g', purchaseUnit: 'box', packSize: 5000, price: [38, 52], vat: 7 },
    { name: 'Cream 30%', baseUnit: 'l', purchaseUnit: 'case', packSize: 6, price: [16, 24], vat: 7 },
    { name: 'Mozzarella', baseUnit: 'kg', purchaseUnit: 'box', packSize: 3, price: [21, 30], vat: 7 },
    { name: 'Eggs (free range)', baseUnit: 'piece', purchaseUnit: 'box', packSize: 180, price: [42, 58], vat: 7 },
  ],
  'Meat & fish': [
    { name: 'Chicken breast', baseUnit: 'kg', purchaseUnit: 'box', packSize: 5, price: [42, 60], vat: 7 },
    { name: 'Beef mince', baseUnit: 'kg', purchaseUnit: 'box', packSize: 5, price: [45, 65], vat: 7 },
    { name: 'Smoked salmon', baseUnit: 'g', purchaseUnit: 'box', packSize: 1000, price: [28, 40], vat: 7 },
    { name: 'Bacon', baseUnit: 'kg', purchaseUnit: 'box', packSize: 2, price: [18, 26], vat: 7 },
  ],
  Bakery: [
    { name: 'Sourdough loaf', baseUnit: 'piece', purchaseUnit: 'crate', packSize: 10, price: [22, 32], vat: 7 },
    { name: 'Croissants', baseUnit: 'piece', purchaseUnit: 'box', packSize: 60, price: [24, 36], vat: 7 },
    { name: 'Bagels', baseUnit: 'piece', purchaseUnit: 'box', packSize: 48, price: [19, 28], vat: 7 },
  ],
  'Dry goods': [
    { name: 'Flour type 550', baseUnit: 'kg', purchaseUnit: 'bag', packSize: 25, price: [14, 21], vat: 7 },
    { name: 'Sugar', baseUnit: 'kg', purchaseUnit: 'bag', packSize: 10, price: [9, 14], vat: 7 },
    { name: 'Basmati rice', baseUnit: 'kg', purchaseUnit: 'bag', packSize: 10, price: [18, 26], vat: 7 },
    { name: 'Spaghetti', baseUnit: 'kg', purchaseUnit: 'case', packSize: 12, price: [16, 24], vat: 7 },
    { name: 'Olive oil', baseUnit: 'l', purchaseUnit: 'case', packSize: 6, price: [45, 68], vat: 7 },
    { name: 'Sea salt', baseUnit: 'kg', purchaseUnit: 'box', packSize: 5, price: [6, 10], vat: 7 },
  ],
  Beverages: [
    { name: 'Sparkling water 0.75 l', baseUnit: 'piece', purchaseUnit: 'crate', packSize: 12, price: [7, 11], vat: 19 },
    { name: 'Orange juice', baseUnit: 'l', purchaseUnit: 'case', packSize: 6, price: [12, 18], vat: 19 },
    { name: 'Cola 0.33 l', baseUnit: 'piece', purchaseUnit: 'crate', packSize: 24, price: [16, 22], vat: 19 },
    { name: 'Craft lager 0.5 l', baseUnit: 'piece', purchaseUnit: 'crate', packSize: 20, price: [21, 29], vat: 19 },
    { name: 'House red wine', baseUnit: 'piece', purchaseUnit: 'case', packSize: 6, price: [36, 54], vat: 19 },
  ],
  'Coffee & tea': [
    { name: 'Espresso beans', baseUnit: 'kg', purchaseUnit: 'bag', packSize: 1, price: [18, 28], vat: 7 },
    { name: 'Decaf beans', baseUnit: 'kg', purchaseUnit: 'bag', packSize: 1, price: [20, 30], vat: 7 },
    { name: 'Green tea', baseUnit: 'piece', purchaseUnit: 'box', packSize: 100, price: [9, 15], vat: 7 },
    { name: 'Chai syrup', baseUnit: 'ml', purchaseUnit: 'bottle', packSize: 1000, price: [8, 13], vat: 19 },
  ],
  Cleaning: [
    { name: 'Dish detergent', baseUnit: 'l', purchaseUnit: 'case', packSize: 4, price: [22, 34], vat: 19 },
    { name: 'Surface sanitiser', baseUnit: 'l', purchaseUnit: 'case', packSize: 6, price: [26, 38], vat: 19 },
    { name: 'Paper towels', baseUnit: 'piece', purchaseUnit: 'case', packSize: 24, price: [18, 27], vat: 19 },
  ],
  Packaging: [
    { name: 'Takeaway cups 12 oz', baseUnit: 'piece', purchaseUnit: 'case', packSize: 1000, price: [48, 70], vat: 19 },
    { name: 'Cup lids', baseUnit: 'piece', purchaseUnit: 'case', packSize: 1000, price: [22, 32], vat: 19 },
    { name: 'Paper bags', baseUnit: 'piece', purchaseUnit: 'case', packSize: 500, price: [19, 28], vat: 19 },
    { name: 'Napkins', baseUnit: 'piece', purchaseUnit: 'case', packSize: 2000, price: [15, 23], vat: 19 },
  ],
};

const SUPPLIER_NAMES: [string, string, string][] = [
  ['Frischehof Brandenburg', 'Produce', 'Berlin'], ['Gemüse Krause', 'Produce', 'Hamburg'],
  ['Alpen Obst & Gemüse', 'Produce', 'München'], ['Milchwerk Nord', 'Dairy', 'Hamburg'],
  ['Käserei Allgäu', 'Dairy', 'Kempten'], ['Molkerei Havelland', 'Dairy', 'Potsdam'],
  ['Metzgerei Huber', 'Meat & fish', 'München'], ['Nordsee Fischhandel', 'Meat & fish', 'Bremerhaven'],
  ['Geflügel Sommer', 'Meat & fish', 'Oldenburg'], ['Bäckerei Sonnenkorn', 'Bakery', 'Berlin'],
  ['Backstube Elbe', 'Bakery', 'Hamburg'], ['Brotzeit Bayern', 'Bakery', 'München'],
  ['Vorratskammer GmbH', 'Dry goods', 'Leipzig'], ['Mediterraneo Import', 'Dry goods', 'Frankfurt'],
  ['Mühle Rüdersdorf', 'Dry goods', 'Rüdersdorf'], ['Getränke Paul', 'Beverages', 'Berlin'],
  ['Hanse Getränke', 'Beverages', 'Hamburg'], ['Weinkontor Pfalz', 'Beverages', 'Neustadt'],
  ['Brauerei Spree', 'Beverages', 'Berlin'], ['Röstwerk Kreuzberg', 'Coffee & tea', 'Berlin'],
  ['Kaffeerösterei Alster', 'Coffee & tea', 'Hamburg'], ['Teehaus Ronnefeldt & Co', 'Coffee & tea', 'Frankfurt'],
  ['Hygiene Profi', 'Cleaning', 'Köln'], ['CleanTec Gastro', 'Cleaning', 'Dortmund'],
  ['Sauber & Gut', 'Cleaning', 'Nürnberg'], ['Verpackung Direkt', 'Packaging', 'Hannover'],
  ['EcoPack Berlin', 'Packaging', 'Berlin'], ['Papier Müller', 'Packaging', 'Stuttgart'],
  ['Metro-Style Großmarkt', 'Dry goods', 'Düsseldorf'], ['Bio-Kiste Nord', 'Produce', 'Lübeck'],
];

export const SUPPLIER_CATEGORY: Record<string, string> = {};

function seedSuppliers(): Supplier[] {
  const rnd = createRandom(20251);
  return SUPPLIER_NAMES.map(([name, category, city], i) => {
    const id = `sup-${pad(i + 1)}`;
    SUPPLIER_CATEGORY[id] = category;
    const slug = name.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '');
    const days = [1, 2, 3, 4, 5].filter(() => rnd.chance(0.55));
    return {
      id,
      name,
      customerAccountNo: `KD-${rnd.int(10000, 99999)}`,
      contactName: rnd.pick(['Anna Schmidt', 'Jonas Weber', 'Lea Fischer', 'Paul Wagner', 'Mia Becker', 'Felix Hoffmann']),
      email: `info@${slug}.example`,
      orderEmail: `orders@${slug}.example`,
      phone: `+49 30 ${rnd.int(1000000, 9999999)}`,
      address: { street: `${rnd.pick(['Hauptstraße', 'Industrieweg', 'Am Markt', 'Lindenallee'])} ${rnd.int(1, 120)}`, postalCode: String(rnd.int(10000, 99999)), city, country: 'DE' },
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

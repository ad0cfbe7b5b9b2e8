import type { z } from 'zod/mini';
import type { ProductInputSchema, ProductSchema } from './schema';

export { BASE_UNITS, PURCHASE_UNITS } from './schema';

/** Product types, inferred from the schemas (the one source of the shape). */
export type Product = z.output<typeof ProductSchema>;
export type BaseUnit = Product['baseUnit'];
/** `POST v1/product`: with an id it updates, without one it creates (docs/rules/purchasing.md#product-calls). */
export type ProductInput = z.output<typeof ProductInputSchema>;
/** What `POST v1/product` sends: an update carries the version it was read at (none: the last write wins). */
export type ProductSave = ProductInput & { version?: number };

import type { z } from 'zod/mini';
import type { SupplierInputSchema, SupplierSchema } from './schema';

/** Supplier types, inferred from the schemas (the one source of the shape). */
export type Supplier = z.output<typeof SupplierSchema>;
export type SupplierStatus = Supplier['status'];
export type SupplierInput = z.output<typeof SupplierInputSchema>;

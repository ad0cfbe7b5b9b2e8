import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { visibleName } from '@/lib/inputRules';
import { atMost, figure, hasCents, named, text } from '@/lib/schemaParts';
import { DEFAULT_CURRENCY } from '@/config/constants';
import { formatNumber } from '@/lib/format';

/**
 * Product (docs/rules/purchasing.md#products), the one source of its shape: answers are checked with `ProductSchema`
 * (the contract guarantees only `id` and `name`; every other field is defaulted so a partial
 * record renders with blanks), bodies with `ProductInputSchema` (the form and the mock alike),
 * and `types.ts` infers the types from both. A product belongs to one store.
 */
export const BASE_UNITS = ['piece', 'g', 'kg', 'ml', 'l'] as const;
export const PURCHASE_UNITS = ['case', 'box', 'bag', 'bottle', 'crate', 'piece'] as const;

const BARCODE_PATTERN = /^[0-9]{8,14}$/;

/**
 * Bounds of a product's fields, the same as the form's fields (ProductForm: pack size and quantities
 * up to 100,000, the price up to `MoneyInput`'s 1,000,000), so the demo server refuses what the form
 * refuses (issue #41).
 */
const PRODUCT_LIMITS = { nameMax: 200, textMax: 200, packSizeMax: 100_000, quantityMax: 100_000, priceMax: 1_000_000 } as const;

export const ProductSchema = z.object({
  ...named(),
  storeId: text(),
  sku: text(),
  category: text(),
  supplierId: text(),
  supplierSku: text(),
  baseUnit: z._default(z.enum(BASE_UNITS), 'piece'),
  purchaseUnit: z._default(z.enum(PURCHASE_UNITS), 'piece'),
  /** Base units per purchase unit (none when unknown: no price per base unit is shown). */
  packSize: figure(),
  /** Price per purchase unit, major units. */
  unitPrice: figure(),
  currency: z._default(z.string(), DEFAULT_CURRENCY),
  /** Percent, e.g. 7 or 19. */
  vatRate: figure(),
  minOrderQty: z._default(z.number(), 1),
  orderMultiple: z._default(z.number(), 1),
  barcodes: z._default(z.array(z.string()), []),
  active: z._default(z.boolean(), true),
  /** Raised by the server on every accepted update, sent back with one (issue #41). Missing: the server does not version, the last write wins. */
  version: z.optional(z.number()),
});

export const ProductListSchema = z.array(ProductSchema);

/** A message read when it is shown, in the active language (docs/rules/i18n.md). */
type Message = () => string;

const required = (error: Message) =>
  z.string({ error }).check(
    z.refine((v) => v.trim() !== '', { error }),
    atMost(PRODUCT_LIMITS.textMax),
  );
const optionalText = () => z._default(z.string().check(atMost(PRODUCT_LIMITS.textMax)), '');
const isNumber = (v: number) => Number.isFinite(v);
/** The form's own bound message (`parseDecimal`: "Enter at most 100,000."), for a body that bypassed the form. */
const atMostNumber = (limit: number) =>
  z.refine<number>((v) => !(v > limit), {
    error: () => {
      const max = formatNumber(limit);
      return t`Enter at most ${max}.`;
    },
  });
const wholeAtLeastOne = () => {
  const error = () => t`Enter a whole number of 1 or more.`;
  return z.number({ error }).check(
    z.refine((v) => Number.isInteger(v) && v >= 1, { error }),
    atMostNumber(PRODUCT_LIMITS.quantityMax),
  );
};
const packSizeError = () => t`Pack size must be more than 0.`;
const priceError = () => t`Enter a price of 0 or more with at most 2 decimals.`;
const currencyError = () => t`Enter a three-letter currency code.`;
const vatError = () => t`Enter a VAT rate from 0 to 100.`;
const barcodesError = () => t`Barcodes are 8 to 14 digits, one per line.`;

/** Body of `POST v1/product` (with an `id` it updates): the rules of the form and of the server, written once. */
export const ProductInputSchema = z.object({
  id: z.optional(z.string()),
  storeId: required(() => t`Store is required.`),
  /** Something visible; bidi controls and zero-width characters are stripped before it is stored (issue #41). */
  name: visibleName(() => t`Name is required.`, PRODUCT_LIMITS.nameMax),
  sku: optionalText(),
  category: required(() => t`Category is required.`),
  supplierId: required(() => t`Choose a supplier.`),
  supplierSku: optionalText(),
  baseUnit: z.enum(BASE_UNITS, { error: () => t`Choose a base unit.` }),
  purchaseUnit: z.enum(PURCHASE_UNITS, { error: () => t`Choose a purchase unit.` }),
  packSize: z.number({ error: packSizeError }).check(
    z.refine((v) => isNumber(v) && v > 0, { error: packSizeError }),
    atMostNumber(PRODUCT_LIMITS.packSizeMax),
  ),
  unitPrice: z.number({ error: priceError }).check(
    z.refine((v) => isNumber(v) && v >= 0 && hasCents(v), { error: priceError }),
    atMostNumber(PRODUCT_LIMITS.priceMax),
  ),
  currency: z.string({ error: currencyError }).check(z.refine((v) => /^[A-Z]{3}$/.test(v.trim()), { error: currencyError })),
  vatRate: z.number({ error: vatError }).check(z.refine((v) => isNumber(v) && v >= 0 && v <= 100, { error: vatError })),
  minOrderQty: wholeAtLeastOne(),
  orderMultiple: wholeAtLeastOne(),
  barcodes: z
    .array(z.string({ error: barcodesError }), { error: barcodesError })
    .check(z.refine((codes) => codes.every((b) => BARCODE_PATTERN.test(b)), { error: barcodesError })),
  active: z.boolean({ error: () => t`Active must be true or false.` }),
});

/** Body of `POST v1/product`: the input plus, for an update, the version it was read at (a stale one answers 409 with the current product). */
export const ProductSaveSchema = z.extend(ProductInputSchema, { version: z.optional(z.number()) });

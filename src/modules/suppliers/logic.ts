import { formatWeekday } from '@/lib/format';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { SupplierInputSchema } from './schema';
import type { Supplier, SupplierInput } from './types';

/** Display order of the weekday picker: the working week first. */
const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The match key of a supplier name (docs/rules/purchasing.md#supplier-name-match: trimmed and case-folded). */
export function supplierNameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** Another supplier with the same name, ignoring the one being edited. */
export function findSameName(
  suppliers: readonly Pick<Supplier, 'id' | 'name'>[],
  name: string,
  exceptId?: string,
): Pick<Supplier, 'id' | 'name'> | undefined {
  const key = supplierNameKey(name);
  if (!key) return undefined;
  return suppliers.find((s) => s.id !== exceptId && supplierNameKey(s.name) === key);
}

/** A VAT id as users type it (`de 123 456 789`) in its stored shape (`DE123456789`). */
export function normalizeVatId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * Field errors of a supplier body (empty when valid), from the one input schema: the form and
 * the mock server apply the same rules, so what the form lets through the server accepts.
 */
export function validateSupplier(input: unknown): Record<string, string> {
  return fieldErrorsOf(SupplierInputSchema, input);
}

export function emptySupplier(): SupplierInput {
  return {
    name: '',
    customerAccountNo: '',
    contactName: '',
    email: '',
    orderEmail: '',
    phone: '',
    address: { street: '', postalCode: '', city: '', country: 'DE' },
    vatId: '',
    paymentTermsDays: 14,
    minOrderValue: 0,
    deliveryWeekdays: [],
    orderCutoffTime: '',
    leadTimeDays: 1,
    notes: '',
    status: 'active',
  };
}

/** A stored supplier as the form's input: numbers the record lacks start from the form's defaults. */
export function toSupplierInput(supplier: Supplier): SupplierInput {
  const { id: _id, version: _version, ...fields } = supplier;
  const empty = emptySupplier();
  return {
    ...fields,
    paymentTermsDays: fields.paymentTermsDays ?? empty.paymentTermsDays,
    minOrderValue: fields.minOrderValue ?? empty.minOrderValue,
    leadTimeDays: fields.leadTimeDays ?? empty.leadTimeDays,
  };
}

/** Short weekday list for tables in the person's language: "Mon, Wed, Fri" ("Mo., Mi., Fr." in German); 0 = Sunday, as in `deliveryWeekdays`. */
export function formatWeekdays(days: readonly number[]): string {
  return WEEKDAY_ORDER.filter((d) => days.includes(d))
    .map((d) => formatWeekday(d, 'short'))
    .join(', ');
}

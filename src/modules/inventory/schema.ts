import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { visibleName } from '@/lib/inputRules';
import { atMost, figure, id, named, text } from '@/lib/schemaParts';
import { whenValid } from '@/lib/schemaErrors';

/**
 * Inventory item, history entry and usage (docs/rules/purchasing.md#inventory), the one source of their shape: answers
 * are checked with these schemas (the contract guarantees an item's `id` and `name`; texts default to '',
 * numbers stay optional so a partial record renders with blanks and dashes), bodies with the input schemas
 * (the form and the mock alike), and `types.ts` infers the types. Stock state, value and usage
 * are derived (stockLevels.ts, usageAnalysis.ts).
 */
export const HISTORY_TYPES = ['count', 'receipt', 'usage', 'waste', 'transfer', 'correction'] as const;

export const InventoryItemSchema = z.object({
  ...named(),
  storeId: text(),
  /** The product this item is ordered as; null when the item is not bought through the catalogue. */
  productId: z._default(z.nullable(z.string()), null),
  supplierId: z._default(z.nullable(z.string()), null),
  category: text(),
  storageArea: text(),
  /** Position inside the storage area on the count screen (lower first). */
  countOrder: figure(),
  /** The unit counted (e.g. crate, kg, bottle). */
  unit: text(),
  /** Current count, in `unit`. */
  amount: figure(),
  /** The amount to order up to. */
  parLevel: figure(),
  /** At or below this the item is low. */
  minAmount: figure(),
  /** Cost per `unit`, major units. */
  unitCost: figure(),
  active: z._default(z.boolean(), true),
  /** ISO instant of the last count, or null when never counted. */
  lastCountedAt: z._default(z.nullable(z.string()), null),
  /**
   * Raised by the server on every accepted change (an update, a count, a delivery) and sent back
   * with an update (issue #41). Missing: the server does not version, the last write wins.
   */
  version: z.optional(z.number()),
});

export const InventoryItemListSchema = z.array(InventoryItemSchema);

export const InventoryHistoryEntrySchema = z.object({
  id: id(),
  itemId: text(),
  storeId: text(),
  /** ISO instant */
  at: text(),
  /** YYYY-MM-DD */
  date: text(),
  type: z._default(z.enum(HISTORY_TYPES), 'correction'),
  delta: figure(),
  amountAfter: figure(),
  userId: text(),
  note: text(),
  reference: z.optional(z.nullable(z.object({ type: z.string(), id: z.string() }))),
  /** Shown as "by whom"; the server adds it so the screen needs no user list. */
  userName: z.optional(z.string()),
  /** The item's name at the time (the item may have been deleted since). */
  itemName: z.optional(z.string()),
});

export const InventoryHistorySchema = z.array(InventoryHistoryEntrySchema);

/** One item's line of `GET v1/inventory/{storeId}/average-usage`. */
export const AverageUsageSchema = z.object({
  itemId: id(),
  /** The window the average is taken over, in days (stated on screen). */
  windowDays: figure(),
  /** First and last day of the window, YYYY-MM-DD. */
  from: text(),
  to: text(),
  /** Units used per day, averaged over the window. */
  averageDailyUsage: figure(),
  totalUsage: figure(),
  /** Units used per day over the window, oldest first (windowDays values). */
  daily: z._default(z.array(z.number()), []),
});

export const AverageUsageListSchema = z.array(AverageUsageSchema);

// Messages are functions: zod asks for them when a check fails, so they read in the language active then.
const NUMBER_MESSAGE = () => t`Enter a number of 0 or more.`;
/** Bounds of a counted amount (count screen and item form alike, with `parseDecimal`). */
export const COUNT_RULES = { min: 0, max: 1_000_000 } as const;
const COUNT_MAX_MESSAGE = () => t`Enter at most 1,000,000.`;
/** Longest name and text of an item (issue #41: the demo server refuses what the form refuses). */
const ITEM_TEXT_MAX = 200;
/** A count of stock: 0 or more, at most COUNT_RULES.max. */
const count = () =>
  z.number({ error: NUMBER_MESSAGE }).check(
    z.refine((v) => v >= 0, { error: NUMBER_MESSAGE }),
    z.refine((v) => v <= COUNT_RULES.max, { error: COUNT_MAX_MESSAGE }),
  );
const required = (message: () => string) => z.string({ error: message }).check(z.refine((v) => v.trim() !== '', { error: message }));
/** A required text of the item form, at most ITEM_TEXT_MAX characters. */
const requiredText = (message: () => string) =>
  z.string({ error: message }).check(
    z.refine((v) => v.trim() !== '', { error: message }),
    atMost(ITEM_TEXT_MAX),
  );

const itemInputShape = {
  /** The store in the path decides; a body naming another store is refused by the server. */
  storeId: z.optional(z.string()),
  productId: z._default(z.nullable(z.string()), null),
  supplierId: z._default(z.nullable(z.string()), null),
  /** Something visible; bidi controls and zero-width characters are stripped before it is stored (issue #41). */
  name: visibleName(() => t`Enter a name.`, ITEM_TEXT_MAX),
  category: requiredText(() => t`Enter a category.`),
  storageArea: requiredText(() => t`Choose a storage area.`),
  // The form's number fields go up to COUNT_RULES.max (count order, cost per unit): so does a body.
  countOrder: z._default(count(), 0),
  unit: requiredText(() => t`Enter the unit counted.`),
  amount: count(),
  parLevel: count(),
  minAmount: count(),
  unitCost: count(),
  active: z._default(z.boolean({ error: () => t`Must be true or false.` }), true),
};

const minNotAbovePar = z.refine<{ minAmount: number; parLevel: number }>((i) => i.minAmount <= i.parLevel, {
  error: () => t`The minimum cannot be above the par level.`,
  path: ['minAmount'],
  when: whenValid('minAmount', 'parLevel'),
});

/** Body of `POST v1/inventory/{storeId}/item` (the server assigns id and lastCountedAt). */
export const InventoryItemInputSchema = z.object(itemInputShape).check(minNotAbovePar);
/**
 * Body of `PUT v1/inventory/{storeId}/item`: the item with its id (the path carries none) and the
 * version it was read at (a stale one answers 409 with the current item; none: the last write wins).
 */
export const InventoryItemUpdateSchema = z
  .object({ ...itemInputShape, id: required(() => t`The item id is required.`), version: z.optional(z.number()) })
  .check(minNotAbovePar);

/** Body of `PATCH v1/inventory/{storeId}/amount` (docs/rules/purchasing.md#inventory-calls). */
export const InventoryAmountUpdateSchema = z.object({
  id: required(() => t`The item id is required.`),
  amount: count(),
  userId: required(() => t`The user id is required.`),
});

/** One amount entered in an open count (not yet in stock): the item, the amount, who and when. */
const CountSessionEntrySchema = z.object({
  itemId: id(),
  amount: z.number(),
  userId: text(),
  /** ISO instant */
  enteredAt: text(),
});

const COUNT_SESSION_STATUSES = ['open', 'finished'] as const;

/**
 * A store's count (issue #12): started, continued on any device, finished. Entries stay in the
 * session until it is finished; finishing posts the differences (history entries of type count).
 */
export const CountSessionSchema = z.object({
  id: id(),
  storeId: text(),
  status: z._default(z.enum(COUNT_SESSION_STATUSES), 'open'),
  /** ISO instant */
  startedAt: text(),
  startedBy: text(),
  startedByName: z.optional(z.string()),
  finishedAt: z._default(z.nullable(z.string()), null),
  entries: z._default(z.array(CountSessionEntrySchema), []),
});

/** `GET …/count-session`: the open count, or null when none is open. */
export const OpenCountSessionSchema = z.nullable(CountSessionSchema);

/** One posted difference of a finished count: the amount before, the amount counted, the value of the change. */
export const CountDifferenceSchema = z.object({
  itemId: id(),
  itemName: z.optional(z.string()),
  before: figure(),
  counted: z.number(),
  delta: figure(),
  value: figure(),
});

/** Answer of `POST …/count-session/finish`: the closed session and the differences posted. */
export const FinishedCountSchema = z.object({
  session: CountSessionSchema,
  differences: z._default(z.array(CountDifferenceSchema), []),
});

/** Body of `PUT …/count-session/entry`: an amount entered for one item (a recount replaces it). */
export const CountEntryInputSchema = z.object({
  sessionId: required(() => t`The count is required.`),
  itemId: required(() => t`The item id is required.`),
  amount: count(),
});

/** Body of `POST …/count-session/finish`. */
export const FinishCountInputSchema = z.object({ sessionId: required(() => t`The count is required.`) });

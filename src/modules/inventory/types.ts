import type { z } from 'zod/mini';
import type {
  AverageUsageSchema,
  CountDifferenceSchema,
  CountSessionSchema,
  FinishedCountSchema,
  InventoryAmountUpdateSchema,
  InventoryHistoryEntrySchema,
  InventoryItemInputSchema,
  InventoryItemSchema,
  InventoryItemUpdateSchema,
} from './schema';

/** Inventory item and history entry (docs/rules/purchasing.md#inventory). Stock state, value and usage are derived (stockLevels.ts, usageAnalysis.ts). */

/** Storage areas in the order counting staff walk through them (see README.md). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the areas' names as stored on items (shown through storageAreaLabel)
export const STORAGE_AREAS = ['Walk-in cooler', 'Freezer', 'Dry store', 'Bar', 'Front counter', 'Cleaning cupboard'] as const;

export const STOCK_STATES = ['ok', 'low', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export { HISTORY_TYPES } from './schema';

/** Inventory types, inferred from the schemas (the one source of the shape). */
export type InventoryItem = z.output<typeof InventoryItemSchema>;
export type InventoryItemInput = z.output<typeof InventoryItemInputSchema>;
export type InventoryItemUpdate = z.output<typeof InventoryItemUpdateSchema>;
export type InventoryAmountUpdate = z.output<typeof InventoryAmountUpdateSchema>;
export type InventoryHistoryEntry = z.output<typeof InventoryHistoryEntrySchema>;
export type HistoryType = InventoryHistoryEntry['type'];
export type AverageUsage = z.output<typeof AverageUsageSchema>;
export type CountSession = z.output<typeof CountSessionSchema>;
export type CountSessionEntry = CountSession['entries'][number];
export type CountDifference = z.output<typeof CountDifferenceSchema>;
export type FinishedCount = z.output<typeof FinishedCountSchema>;

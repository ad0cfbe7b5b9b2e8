/** Inventory item and history entry (domain.md). Stock state, value and usage are derived (logic.ts). */

/** Storage areas in the order counting staff walk through them (see README.md). */
export const STORAGE_AREAS = [
  'Walk-in cooler',
  'Freezer',
  'Dry store',
  'Bar',
  'Front counter',
  'Cleaning cupboard',
] as const;

export const STOCK_STATES = ['ok', 'low', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export interface InventoryItem {
  id: string;
  storeId: string;
  /** The product this item is ordered as; null when the item is not bought through the catalogue. */
  productId: string | null;
  supplierId: string | null;
  name: string;
  category: string;
  storageArea: string;
  /** Position inside the storage area on the count screen (lower first). */
  countOrder: number;
  /** The unit counted (e.g. crate, kg, bottle). */
  unit: string;
  /** Current count, in `unit`. */
  amount: number;
  /** The amount to order up to. */
  parLevel: number;
  /** At or below this the item is low. */
  minAmount: number;
  /** Cost per `unit`, major units. */
  unitCost: number;
  active: boolean;
  /** ISO instant of the last count, or null when never counted. */
  lastCountedAt: string | null;
}

/** Body of `POST v1/inventory/{storeId}/item` (the server assigns id and lastCountedAt). */
export type InventoryItemInput = Omit<InventoryItem, 'id' | 'lastCountedAt'>;
/** Body of `PUT v1/inventory/{storeId}/item`: the item with its id (the path carries none). */
export type InventoryItemUpdate = InventoryItemInput & { id: string };

/** Body of `PATCH v1/inventory/{storeId}/amount` (spec 3). */
export interface InventoryAmountUpdate {
  id: string;
  amount: number;
  userId: string;
}

export const HISTORY_TYPES = ['count', 'receipt', 'usage', 'waste', 'transfer', 'correction'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export interface InventoryHistoryEntry {
  id: string;
  itemId: string;
  storeId: string;
  /** ISO instant */
  at: string;
  /** YYYY-MM-DD */
  date: string;
  type: HistoryType;
  delta: number;
  amountAfter: number;
  userId: string;
  note: string;
  reference?: { type: string; id: string } | null;
  /** Shown as "by whom"; the server adds it so the screen needs no user list. */
  userName?: string;
  /** The item's name at the time (the item may have been deleted since). */
  itemName?: string;
}

/** One item's line of `GET v1/inventory/{storeId}/average-usage`. */
export interface AverageUsage {
  itemId: string;
  /** The window the average is taken over, in days (stated on screen). */
  windowDays: number;
  /** First and last day of the window, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Units used per day, averaged over the window. */
  averageDailyUsage: number;
  totalUsage: number;
  /** Units used per day over the window, oldest first (windowDays values). */
  daily: number[];
}

import { isRecord, type SendEntry, type SendStatus } from '@/lib/sendQueue';

/**
 * The count screen's send queue (src/lib/sendQueue.ts): every entered amount becomes an entry
 * of the open count session (`PUT …/count-session/entry`), sent in the background, one request at a time, so typing the next amount never waits for
 * the network. Failed entries stay, marked, until they are retried; unsent entries are kept in
 * localStorage per store and user, so a reload or a closed tab loses nothing.
 */
export type CountStatus = SendStatus;

export interface CountValue {
  /** The open count the amount belongs to (a value left unsent by a finished count fails, marked). */
  sessionId: string;
  itemId: string;
  amount: number;
  /** The amount before this count (the first one seen in this count), for the difference. */
  previous: number;
}

export interface CountEntry extends CountValue {
  status: CountStatus;
  seq: number;
  error?: string;
}

export const unsentStorageKey = (storeId: string, userId: string) =>
  `storeops.inventory.unsent.${storeId}.${userId}`;

export const countKey = (v: CountValue) => v.itemId;

export function isCountValue(u: unknown): u is CountValue {
  return (
    isRecord(u) &&
    typeof u.sessionId === 'string' &&
    typeof u.itemId === 'string' &&
    typeof u.amount === 'number' &&
    typeof u.previous === 'number'
  );
}

/** A recount keeps the amount seen before the first count of the item. */
export const keepFirstPrevious = (earlier: CountValue, next: CountValue): CountValue => ({
  ...next,
  previous: earlier.previous,
});

export function toCountEntry({ value, status, seq, error }: SendEntry<CountValue>): CountEntry {
  return { ...value, status, seq, ...(error !== undefined ? { error } : {}) };
}

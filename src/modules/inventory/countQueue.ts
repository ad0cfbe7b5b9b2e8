import { t } from '@lingui/core/macro';
import { isRecord } from '@/lib/isRecord';
import { hasFields, type SendEntry, type SendStatus } from '@/lib/sendQueue';

/**
 * The count screen's send queue (src/lib/sendQueue.ts): every entered amount becomes an entry
 * of the open count session (`PUT …/count-session/entry`), sent in the background, one request at a time, so typing the next amount never waits for
 * the network. Failed entries stay, marked, until they are retried; unsent entries are kept in
 * localStorage per store and user, so a reload or a closed tab loses nothing.
 */
type CountStatus = SendStatus;

/**
 * Where the open count lives: 'server' (the count-session addition: progress on every device) or
 * 'device' (a spec-only server (docs/rules/api.md#spec-only-server): progress in this device's storage, deviceCount.ts). Either
 * way, finishing posts each counted amount with the spec's `PATCH …/amount` (useFinishCount.ts).
 */
export type CountMode = 'server' | 'device';

export interface CountValue {
  /** The open count the amount belongs to (a value left unsent by a count finished since is dropped, see below). */
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

export const unsentStorageKey = (storeId: string, userId: string) => `storeops.inventory.unsent.${storeId}.${userId}`;

export const countKey = (v: CountValue) => v.itemId;

export function isCountValue(u: unknown): u is CountValue {
  return hasFields(u, { sessionId: 'string', itemId: 'string', amount: 'number', previous: 'number' });
}

/** A recount keeps the amount seen before the first count of the item. */
export const keepFirstPrevious = (earlier: CountValue, next: CountValue): CountValue => ({
  ...next,
  previous: earlier.previous,
});

export function toCountEntry({ value, status, seq, error }: SendEntry<CountValue>): CountEntry {
  return { ...value, status, seq, ...(error !== undefined ? { error } : {}) };
}

/**
 * A count entry answered 409: its count is no longer open (finished on this or another device).
 * No retry can save it, so the queue drops it instead of retrying forever.
 */
export function isCountClosed(error: unknown): boolean {
  return isRecord(error) && error.status === 409;
}

/** What an entry of another count than the open one gets without asking the server: the server's own answer. */
export class CountClosedError extends Error {
  readonly status = 409;
  constructor() {
    super(t`This count is already finished.`);
  }
}

/** Stored values left unsent by another count than the open one (finished since): they can never be saved. */
export function staleValues(values: readonly CountValue[], sessionId: string): CountValue[] {
  return values.filter((v) => v.sessionId !== sessionId);
}

/** Dropped values, once per item and count, newest last (a notice shows them until dismissed). */
export function mergeDropped(earlier: readonly CountValue[], added: readonly CountValue[]): CountValue[] {
  const key = (v: CountValue) => `${v.sessionId}:${v.itemId}`;
  const byKey = new Map(earlier.map((v) => [key(v), v]));
  for (const v of added) byKey.set(key(v), v);
  return [...byKey.values()];
}

/** The notice for amounts that were dropped because their count was finished before they were sent. */
export function droppedCountMessage(names: readonly string[]): string {
  const [first] = names;
  if (names.length === 1 && first !== undefined)
    return t`Not saved: The amount for ${first} was entered on this device for a count that was finished before it reached the server. Count again in the open count if it is still needed.`;
  const count = names.length;
  const list = names.join(', ');
  return t`Not saved: ${count} amounts (${list}) were entered on this device for a count that was finished before it reached the server. Count again in the open count if it is still needed.`;
}

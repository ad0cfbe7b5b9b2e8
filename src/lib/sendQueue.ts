import { isRecord } from './isRecord';

/**
 * A send queue for changes made faster than (or without) the network: every change becomes an
 * entry sent in the background, one request at a time, oldest first. A failed entry stays,
 * marked, until it is retried; unsent entries are kept in localStorage, so a reload or a
 * closed tab loses nothing. Entries are keyed: a newer value for a key replaces a queued one
 * (only the latest value of a key is worth sending). One request per key at a time: a value
 * entered while an earlier one of its key is in flight waits for that answer (`inFlight`), so the
 * newest value always reaches the server last (issue 29: typing 5 then 6 left 5 on the server
 * when the second send overtook the slow first). Used by the inventory count screen and the
 * time clock (`useSendQueue`).
 */
export type SendStatus = 'queued' | 'sending' | 'sent' | 'failed';

export interface SendEntry<V> {
  key: string;
  value: V;
  status: SendStatus;
  /** Increases with every change, so an answer for an older value does not overwrite a newer one. */
  seq: number;
  error?: string;
  /** The sequence number of an earlier value of this key still in flight: this one waits for its answer. */
  inFlight?: number;
}

export interface SendQueueState<V> {
  entries: Record<string, SendEntry<V>>;
  seq: number;
}

export type SendAction<V> =
  | { type: 'enter'; key: string; value: V; merge?: (earlier: V, next: V) => V }
  | { type: 'sending' | 'sent'; key: string; seq: number }
  | { type: 'failed'; key: string; seq: number; error: string }
  /** A failure that no retry can cure (the value's target is gone): the entry is settled by removing it. */
  | { type: 'drop'; key: string; seq: number }
  | { type: 'retry'; key?: string }
  | { type: 'restore'; values: readonly { key: string; value: V }[] };

export function emptySendQueue<V>(): SendQueueState<V> {
  return { entries: {}, seq: 0 };
}

function withEntry<V>(state: SendQueueState<V>, entry: SendEntry<V>): SendQueueState<V> {
  return { ...state, entries: { ...state.entries, [entry.key]: entry } };
}

export function sendQueueReducer<V>(state: SendQueueState<V>, action: SendAction<V>): SendQueueState<V> {
  switch (action.type) {
    case 'enter': {
      const existing = state.entries[action.key];
      const seq = state.seq + 1;
      const value = existing && action.merge ? action.merge(existing.value, action.value) : action.value;
      const inFlight = existing?.status === 'sending' ? existing.seq : existing?.inFlight;
      const entry: SendEntry<V> = {
        key: action.key,
        value,
        status: 'queued',
        seq,
        ...(inFlight !== undefined ? { inFlight } : {}),
      };
      return { ...withEntry(state, entry), seq };
    }
    case 'sending':
    case 'sent':
    case 'failed': {
      const entry = state.entries[action.key];
      if (entry && entry.inFlight === action.seq && action.type !== 'sending') {
        // The answer to an older value: the newer one, waiting for it, may go now. (A failure of
        // the older value is superseded by the newer value, which carries the whole change.)
        const { inFlight: _answered, ...waiting } = entry;
        return withEntry(state, waiting);
      }
      // A newer value was entered meanwhile: it is queued and will be sent itself.
      if (!entry || entry.seq !== action.seq) return state;
      if (action.type === 'failed') return withEntry(state, { ...entry, status: 'failed', error: action.error });
      const { error: _dropped, ...rest } = entry;
      return withEntry(state, { ...rest, status: action.type });
    }
    case 'drop': {
      const entry = state.entries[action.key];
      if (entry && entry.inFlight === action.seq) {
        const { inFlight: _answered, ...waiting } = entry;
        return withEntry(state, waiting);
      }
      if (!entry || entry.seq !== action.seq) return state;
      const { [action.key]: _dropped, ...entries } = state.entries;
      return { ...state, entries };
    }
    case 'retry': {
      let seq = state.seq;
      const entries = { ...state.entries };
      for (const entry of Object.values(entries).sort((a, b) => a.seq - b.seq)) {
        if (entry.status === 'failed' && (action.key === undefined || entry.key === action.key)) {
          const { error: _dropped, ...rest } = entry;
          seq += 1;
          // A fresh sequence number: the retry is a new send.
          entries[entry.key] = { ...rest, status: 'queued', seq };
        }
      }
      return { entries, seq };
    }
    case 'restore': {
      let seq = state.seq;
      const entries = { ...state.entries };
      for (const { key, value } of action.values) {
        if (entries[key]) continue;
        seq += 1;
        // Restored entries go out again, with a fresh sequence number.
        entries[key] = { key, value, status: 'queued', seq };
      }
      return { entries, seq };
    }
    default:
      return state;
  }
}

/** The next entry to send (oldest change first), or null while one is in flight. */
export function nextToSend<V>(state: SendQueueState<V>): SendEntry<V> | null {
  const entries = Object.values(state.entries);
  if (entries.some((e) => e.status === 'sending' || e.inFlight !== undefined)) return null;
  let next: SendEntry<V> | null = null;
  for (const e of entries) if (e.status === 'queued' && (!next || e.seq < next.seq)) next = e;
  return next;
}

export function unsentEntries<V>(state: SendQueueState<V>): SendEntry<V>[] {
  return Object.values(state.entries)
    .filter((e) => e.status !== 'sent')
    .sort((a, b) => a.seq - b.seq);
}

/**
 * Unsent values kept under a storage key; what does not pass `isValue` (an older app's shape,
 * a damaged copy) is dropped. Values are stored as they are, so the key comes from `keyOf`.
 */
export function loadUnsent<V>(storageKey: string, isValue: (u: unknown) => u is V, keyOf: (v: V) => string): { key: string; value: V }[] {
  try {
    const raw = localStorage.getItem(storageKey);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isValue).map((value) => ({ key: keyOf(value), value }));
  } catch {
    return [];
  }
}

export function saveUnsent<V>(storageKey: string, entries: readonly SendEntry<V>[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, JSON.stringify(entries.map((e) => e.value)));
  } catch {
    // Storage full or blocked: the entries stay on screen, marked, for this page.
  }
}

/** The queue an earlier visit left: its unsent values from storage, queued again. */
export function restoreSendQueue<V>(storageKey: string, isValue: (u: unknown) => u is V, keyOf: (v: V) => string): SendQueueState<V> {
  return sendQueueReducer(emptySendQueue<V>(), {
    type: 'restore',
    values: loadUnsent(storageKey, isValue, keyOf),
  });
}

/** Keeps the queue's unsent values under the storage key, for the next visit. */
export function keepUnsent<V>(storageKey: string, state: SendQueueState<V>): void {
  saveUnsent(storageKey, unsentEntries(state));
}

interface FieldTypes {
  string: string;
  number: number;
  boolean: boolean;
}

/**
 * A plain object whose fields have the given `typeof` types, e.g.
 * `hasFields(u, { itemId: 'string', amount: 'number' })` (for `isValue` guards of stored values).
 */
export function hasFields<S extends Record<string, keyof FieldTypes>>(
  u: unknown,
  types: S,
): u is Record<string, unknown> & { [K in keyof S]: FieldTypes[S[K]] } {
  return isRecord(u) && Object.entries(types).every(([field, type]) => typeof u[field] === type);
}

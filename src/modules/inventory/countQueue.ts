/**
 * The count screen's send queue: every entered amount becomes an entry that is sent in the
 * background, one request at a time, so typing the next amount never waits for the network.
 * Failed entries stay, marked, until they are retried; unsent entries are kept in
 * localStorage per store and user, so a reload or a closed tab loses nothing.
 */
export type CountStatus = 'queued' | 'sending' | 'sent' | 'failed';

export interface CountEntry {
  itemId: string;
  amount: number;
  /** The amount before this count (the first one seen in this count), for the difference. */
  previous: number;
  status: CountStatus;
  /** Increases with every change, so an answer for an older value does not overwrite a newer one. */
  seq: number;
  error?: string;
}

export interface CountQueueState {
  entries: Record<string, CountEntry>;
  seq: number;
}

export type CountAction =
  | { type: 'enter'; itemId: string; amount: number; previous: number }
  | { type: 'sending'; itemId: string; seq: number }
  | { type: 'sent'; itemId: string; seq: number }
  | { type: 'failed'; itemId: string; seq: number; error: string }
  | { type: 'retry'; itemId?: string }
  | { type: 'restore'; entries: CountEntry[] };

export const initialCountQueue: CountQueueState = { entries: {}, seq: 0 };

function withEntry(state: CountQueueState, entry: CountEntry): CountQueueState {
  return { ...state, entries: { ...state.entries, [entry.itemId]: entry } };
}

export function countQueueReducer(state: CountQueueState, action: CountAction): CountQueueState {
  switch (action.type) {
    case 'enter': {
      const existing = state.entries[action.itemId];
      const seq = state.seq + 1;
      return {
        ...withEntry(state, {
          itemId: action.itemId,
          amount: action.amount,
          previous: existing ? existing.previous : action.previous,
          status: 'queued',
          seq,
        }),
        seq,
      };
    }
    case 'sending':
    case 'sent':
    case 'failed': {
      const entry = state.entries[action.itemId];
      // A newer value was entered meanwhile: it is queued and will be sent itself.
      if (!entry || entry.seq !== action.seq) return state;
      if (action.type === 'failed') return withEntry(state, { ...entry, status: 'failed', error: action.error });
      const { error: _dropped, ...rest } = entry;
      return withEntry(state, { ...rest, status: action.type });
    }
    case 'retry': {
      let seq = state.seq;
      const entries = { ...state.entries };
      for (const entry of Object.values(entries).sort((a, b) => a.seq - b.seq)) {
        if (entry.status === 'failed' && (!action.itemId || entry.itemId === action.itemId)) {
          const { error: _dropped, ...rest } = entry;
          seq += 1;
          // A fresh sequence number: the retry is a new send.
          entries[entry.itemId] = { ...rest, status: 'queued', seq };
        }
      }
      return { entries, seq };
    }
    case 'restore': {
      let seq = state.seq;
      const entries = { ...state.entries };
      for (const e of action.entries) {
        if (entries[e.itemId]) continue;
        seq += 1;
        // Restored entries go out again, with a fresh sequence number.
        entries[e.itemId] = { itemId: e.itemId, amount: e.amount, previous: e.previous, status: 'queued', seq };
      }
      return { entries, seq };
    }
    default:
      return state;
  }
}

/** The next entry to send (oldest change first), or null while one is in flight. */
export function nextToSend(state: CountQueueState): CountEntry | null {
  const entries = Object.values(state.entries);
  if (entries.some((e) => e.status === 'sending')) return null;
  let next: CountEntry | null = null;
  for (const e of entries) if (e.status === 'queued' && (!next || e.seq < next.seq)) next = e;
  return next;
}

export function unsentEntries(state: CountQueueState): CountEntry[] {
  return Object.values(state.entries)
    .filter((e) => e.status !== 'sent')
    .sort((a, b) => a.seq - b.seq);
}

export const unsentStorageKey = (storeId: string, userId: string) => `storeops.inventory.unsent.${storeId}.${userId}`;

export function loadUnsent(key: string): CountEntry[] {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (e): e is CountEntry =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as CountEntry).itemId === 'string' &&
        typeof (e as CountEntry).amount === 'number' &&
        typeof (e as CountEntry).previous === 'number',
    );
  } catch {
    return [];
  }
}

export function saveUnsent(key: string, entries: readonly CountEntry[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(entries));
  } catch {
    // Storage full or blocked: the entries stay on screen, marked, for this page.
  }
}

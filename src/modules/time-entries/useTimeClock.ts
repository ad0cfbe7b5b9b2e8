import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/lib/storeHooks';
import { getErrorStatus, getFieldErrors, requestError } from '@/api/errors';
import { MESSAGES } from '@/config/messages';
import { addDays } from '@/lib/format';
import { isRecord } from '@/lib/isRecord';
import { useSendQueue } from '@/components/useSendQueue';
import { timeEntriesApi, useSaveTimeEntryMutation } from './api';
import { clockBody, isClockRecord, recordFromEntry, type ClockRecord } from './logic';
import { localDate } from '@/lib/storeTime';
import { TIME_ENTRY_MESSAGES } from './schema';
import type { TimeEntry } from './types';

interface Stored {
  record: ClockRecord | null;
  /** Server ids of records the server has created, by local id (a later punch updates them). */
  serverIds: Record<string, string>;
}

const clockKey = (storeId: string, userId: string) => `storeops.timeclock.${storeId}.${userId}`;
const unsentKey = (storeId: string, userId: string) => `storeops.timeclock.unsent.${storeId}.${userId}`;

function load(key: string): Stored {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (!isRecord(parsed)) return { record: null, serverIds: {} };
    const serverIds: Record<string, string> = {};
    if (isRecord(parsed.serverIds)) {
      for (const [k, v] of Object.entries(parsed.serverIds)) if (typeof v === 'string') serverIds[k] = v;
    }
    return { record: isClockRecord(parsed.record) ? parsed.record : null, serverIds };
  } catch {
    return { record: null, serverIds: {} };
  }
}

function save(key: string, stored: Stored): void {
  try {
    localStorage.setItem(key, JSON.stringify(stored));
  } catch {
    // Storage blocked: the clock works for this page; the queue still sends.
  }
}

const keyOf = (r: ClockRecord) => r.localId;

/** An entry the server refused as approved (409, locked): no retry can send it. */
const isLocked = (error: unknown) => getErrorStatus(requestError(error)) === 409;
/**
 * The server's overlap refusal, as the contract words it: a server answers in English whatever
 * the person's language (the demo server in the app's language), so both are recognised.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the contract's text of a server answer, compared, never shown
const OVERLAP_CONTRACT_TEXT = 'This overlaps another time entry of this person.';
const isOverlap = (error: unknown) => {
  const said = getFieldErrors(requestError(error)).clockIn;
  return getErrorStatus(requestError(error)) === 422 && (said === OVERLAP_CONTRACT_TEXT || said === TIME_ENTRY_MESSAGES.overlap);
};

/**
 * The time clock of one person in one store: the current record (kept in the browser, so a
 * reload keeps it), each punch sent at once through the send queue (a failed send stays, marked,
 * and is retried; never lost). Key the component by store and user.
 *
 * Never doubled (issue 29): every create carries the record's `localId` as `clientId`, so a
 * repeat (a retry after a lost answer) answers the first entry; a clock-in first re-reads the
 * person's open entry and carries on with it; a create refused as overlapping continues the
 * server's open entry; tabs share the record through storage (the `storage` event).
 */
export function useTimeClock(storeId: string, userId: string, openOnServer: TimeEntry | undefined, timeZone: string) {
  const key = clockKey(storeId, userId);
  const [stored, setStored] = useState<Stored>(() => load(key));
  const serverIds = useRef(stored.serverIds);
  const [saveEntry] = useSaveTimeEntryMutation();
  const dispatch = useAppDispatch();

  // A record taken from another tab is not written back (that would echo between the tabs).
  const fromOtherTab = useRef(false);
  useEffect(() => {
    if (fromOtherTab.current) fromOtherTab.current = false;
    else save(key, stored);
  }, [key, stored]);

  // Another tab punched: take its record (storage events come from other tabs only).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key) return;
      const theirs = load(key);
      serverIds.current = { ...serverIds.current, ...theirs.serverIds };
      fromOtherTab.current = true;
      setStored({ record: theirs.record, serverIds: serverIds.current });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);

  /** The person's open entry on the server (today's and yesterday's entries, read fresh), if any. */
  const readOpenEntry = useCallback(async (): Promise<TimeEntry | undefined> => {
    const today = localDate(new Date(), timeZone);
    for (const date of [today, addDays(today, -1)]) {
      const entries = await dispatch(
        timeEntriesApi.endpoints.getTimeEntryHistory.initiate({ storeId, date }, { forceRefetch: true, subscribe: false }),
      ).unwrap();
      const open = entries.find((e) => e.userId === userId && !e.clockOut && e.clockIn);
      if (open) return open;
    }
    return undefined;
  }, [dispatch, storeId, timeZone, userId]);

  const send = useCallback(
    async (record: ClockRecord) => {
      // Offline, the punch waits, marked, and goes out on the `online` event (useSendQueue).
      if (!navigator.onLine) throw new Error(MESSAGES.timeEntries.offline);
      const known = serverIds.current[record.localId] ?? (record.localId.startsWith('server-') ? record.localId.slice(7) : undefined);
      let saved: TimeEntry;
      try {
        saved = await saveEntry(clockBody(record, storeId, known)).unwrap();
      } catch (error) {
        if (known || !isOverlap(error)) throw error;
        // Clocked in elsewhere (another tab or device): carry on with the server's open entry.
        const open = await readOpenEntry().catch(() => undefined);
        if (!open) throw error;
        const continued: ClockRecord = { ...record, clockIn: open.clockIn };
        saved = record.breaks.length > 0 || record.clockOut ? await saveEntry(clockBody(continued, storeId, open.id)).unwrap() : open;
        setStored((s) => (s.record?.localId === record.localId ? { ...s, record: { ...s.record, clockIn: open.clockIn } } : s));
      }
      // A repeated create answers the first version (another tab's): send the later punches too.
      if (!known && (saved.clockOut !== record.clockOut || saved.breaks.length !== record.breaks.length))
        saved = await saveEntry(clockBody({ ...record, clockIn: saved.clockIn || record.clockIn }, storeId, saved.id)).unwrap();
      serverIds.current = { ...serverIds.current, [record.localId]: saved.id };
      setStored((s) => ({ ...s, serverIds: serverIds.current }));
    },
    [saveEntry, storeId, readOpenEntry],
  );

  const queue = useSendQueue<ClockRecord>({
    storageKey: unsentKey(storeId, userId),
    keyOf,
    isValue: isClockRecord,
    send,
    failureMessage: MESSAGES.timeEntries.create,
    isFinal: isLocked,
  });
  const { enter, retry } = queue;

  // No record here, but the server has an open entry of this person today: carry on with it.
  const record = stored.record ?? (openOnServer ? recordFromEntry(openOnServer) : null);

  const punch = useCallback(
    (next: ClockRecord) => {
      setStored((s) => ({ ...s, record: next }));
      enter(next);
    },
    [enter],
  );

  /**
   * A clock-in: first re-read the person's open entry (another tab or device may have clocked
   * in); with one, the clock carries on with it and nothing is created. True when it punched.
   */
  const clockInFresh = useCallback(
    async (next: ClockRecord): Promise<boolean> => {
      const open = navigator.onLine ? await readOpenEntry().catch(() => undefined) : undefined;
      if (open) {
        setStored((s) => ({ ...s, record: recordFromEntry(open) }));
        return false;
      }
      punch(next);
      return true;
    },
    [readOpenEntry, punch],
  );

  return {
    record,
    punch,
    clockIn: clockInFresh,
    entry: record ? queue.entries[record.localId] : undefined,
    retry,
  };
}

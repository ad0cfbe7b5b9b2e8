import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/lib/storeHooks';
import { getErrorMessage, getErrorStatus, getFieldErrors, requestError } from '@/api/errors';
import { addDays } from '@/lib/format';
import { isRecord } from '@/lib/isRecord';
import { useSendQueue } from '@/lib/useSendQueue';
import { timeEntriesApi, useSaveTimeEntryMutation } from './api';
import { clockBody, isClockRecord, recordFromEntry, type ClockRecord } from './logic';
import { isInstant, localDate } from '@/lib/storeTime';
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

/** How far apart two clock-ins may be and still be the same punch (a lost answer's entry and its retry). */
const SAME_CLOCK_IN_MS = 60_000;

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
 * What a refused punch shows (issue #43): the reason the server gave at a field (the 16-hour
 * limit, an overlap) rather than its general "Some fields need attention.", else its message.
 */
function refusalOf(error: unknown): string {
  const [atField] = Object.values(getFieldErrors(requestError(error)));
  return atField ?? getErrorMessage(requestError(error), TIME_ENTRY_MESSAGES.create);
}

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

  /**
   * Creates sent for the first time from this page: their clock-in has just re-read the open
   * entry. Any other create (a Retry, a punch restored after a reload or sent when the connection
   * returns) may follow a create whose answer was lost, so it looks for that entry first.
   */
  const firstSend = useRef(new Set<string>());

  /**
   * The entry a create of this record already made, if the server has it (issue #41): a server
   * without the `clientId` addition makes a second entry for a repeated create, so before
   * repeating one the clock reads the day's entries and takes the person's entry that clocked in
   * within a minute of the record, or else their open one.
   */
  const findCreated = useCallback(
    async (record: ClockRecord): Promise<TimeEntry | undefined> => {
      const date = localDate(record.clockIn, timeZone);
      const entries = await dispatch(
        timeEntriesApi.endpoints.getTimeEntryHistory.initiate({ storeId, date }, { forceRefetch: true, subscribe: false }),
      ).unwrap();
      const mine = entries.filter((e) => e.userId === userId && isInstant(e.clockIn));
      const at = Date.parse(record.clockIn);
      return mine.find((e) => Math.abs(Date.parse(e.clockIn) - at) <= SAME_CLOCK_IN_MS) ?? mine.find((e) => !e.clockOut);
    },
    [dispatch, storeId, timeZone, userId],
  );

  /** The person's open entry on the server (today's and yesterday's entries, read fresh), if any. */
  const readOpenEntry = useCallback(async (): Promise<TimeEntry | undefined> => {
    const today = localDate(new Date(), timeZone);
    for (const date of [today, addDays(today, -1)]) {
      const entries = await dispatch(
        timeEntriesApi.endpoints.getTimeEntryHistory.initiate({ storeId, date }, { forceRefetch: true, subscribe: false }),
      ).unwrap();
      // A rejected entry is decided: the clock never carries on with it.
      const open = entries.find((e) => e.userId === userId && !e.clockOut && e.clockIn && e.status !== 'rejected');
      if (open) return open;
    }
    return undefined;
  }, [dispatch, storeId, timeZone, userId]);

  const send = useCallback(
    async (punched: ClockRecord) => {
      // Offline, the punch waits, marked, and goes out on the `online` event (useSendQueue).
      if (!navigator.onLine) throw new Error(TIME_ENTRY_MESSAGES.offline);
      const { localId } = punched;
      /** The clock carries on with an entry the server already has: its clock-in is the one on record. */
      const adopt = (clockIn: string) => setStored((s) => (s.record?.localId === localId ? { ...s, record: { ...s.record, clockIn } } : s));
      let record = punched;
      let known = serverIds.current[localId] ?? (localId.startsWith('server-') ? localId.slice(7) : undefined);
      if (!known && !firstSend.current.delete(localId)) {
        const made = await findCreated(record);
        if (made) {
          known = made.id;
          record = { ...record, clockIn: made.clockIn };
          adopt(made.clockIn);
        }
      }
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
        adopt(open.clockIn);
      }
      // A repeated create answers the first version (another tab's): send the later punches too.
      if (!known && (saved.clockOut !== record.clockOut || saved.breaks.length !== record.breaks.length))
        saved = await saveEntry(clockBody({ ...record, clockIn: saved.clockIn || record.clockIn }, storeId, saved.id)).unwrap();
      serverIds.current = { ...serverIds.current, [localId]: saved.id };
      setStored((s) => ({ ...s, serverIds: serverIds.current }));
    },
    [saveEntry, storeId, readOpenEntry, findCreated],
  );

  const queue = useSendQueue<ClockRecord>({
    storageKey: unsentKey(storeId, userId),
    keyOf,
    isValue: isClockRecord,
    send,
    messageOf: refusalOf,
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
      firstSend.current.add(next.localId);
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

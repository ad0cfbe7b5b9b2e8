import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@/config/messages';
import { isRecord } from '@/lib/isRecord';
import { useSendQueue } from '@/lib/useSendQueue';
import { useSaveTimeEntryMutation } from './api';
import { clockBody, isClockRecord, recordFromEntry, type ClockRecord } from './logic';
import type { TimeEntry } from './types';

interface Stored {
  record: ClockRecord | null;
  /** Server ids of records the server has created, by local id (a later punch updates them). */
  serverIds: Record<string, string>;
}

const clockKey = (storeId: string, userId: string) => `storeops.timeclock.${storeId}.${userId}`;
const unsentKey = (storeId: string, userId: string) =>
  `storeops.timeclock.unsent.${storeId}.${userId}`;

function load(key: string): Stored {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (!isRecord(parsed)) return { record: null, serverIds: {} };
    const serverIds: Record<string, string> = {};
    if (isRecord(parsed.serverIds)) {
      for (const [k, v] of Object.entries(parsed.serverIds))
        if (typeof v === 'string') serverIds[k] = v;
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

/**
 * The time clock of one person in one store: the current record (kept in the browser, so a
 * reload keeps it), each punch sent at once through the send queue (a failed send stays, marked,
 * and is retried; never lost). Key the component by store and user.
 */
export function useTimeClock(storeId: string, userId: string, openOnServer: TimeEntry | undefined) {
  const key = clockKey(storeId, userId);
  const [stored, setStored] = useState<Stored>(() => load(key));
  const serverIds = useRef(stored.serverIds);
  const [saveEntry] = useSaveTimeEntryMutation();

  useEffect(() => save(key, stored), [key, stored]);

  const send = useCallback(
    async (record: ClockRecord) => {
      const known =
        serverIds.current[record.localId] ??
        (record.localId.startsWith('server-') ? record.localId.slice(7) : undefined);
      const saved = await saveEntry(clockBody(record, storeId, known)).unwrap();
      serverIds.current = { ...serverIds.current, [record.localId]: saved.id };
      setStored((s) => ({ ...s, serverIds: serverIds.current }));
    },
    [saveEntry, storeId],
  );

  const queue = useSendQueue<ClockRecord>({
    storageKey: unsentKey(storeId, userId),
    keyOf,
    isValue: isClockRecord,
    send,
    failureMessage: MESSAGES.timeEntries.create,
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

  return { record, punch, entry: record ? queue.entries[record.localId] : undefined, retry };
}

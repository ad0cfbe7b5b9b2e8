import { isRecord } from '@/lib/isRecord';
import type { CountSession, CountSessionEntry } from './types';

/**
 * The count kept on this device, for a server without the count-session addition (404/501 on
 * `GET …/count-session`): the same shape as the server's open count, in localStorage per store
 * and user, so a reload keeps the progress. Finishing posts each amount with the spec's
 * `PATCH …/amount` and clears it. Another device does not see it (the page says so).
 */
const deviceCountKey = (storeId: string, userId: string) => `storeops.inventory.deviceCount.${storeId}.${userId}`;

function isEntry(u: unknown): u is CountSessionEntry {
  return (
    isRecord(u) &&
    typeof u.itemId === 'string' &&
    typeof u.amount === 'number' &&
    typeof u.userId === 'string' &&
    typeof u.enteredAt === 'string'
  );
}

export function loadDeviceCount(storeId: string, userId: string): CountSession | null {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(deviceCountKey(storeId, userId)) ?? 'null');
    if (!isRecord(raw) || typeof raw.id !== 'string' || typeof raw.startedAt !== 'string' || !Array.isArray(raw.entries)) return null;
    return {
      id: raw.id,
      storeId,
      status: 'open',
      startedAt: raw.startedAt,
      startedBy: userId,
      finishedAt: null,
      entries: raw.entries.filter(isEntry),
    };
  } catch {
    return null;
  }
}

function save(session: CountSession): void {
  localStorage.setItem(deviceCountKey(session.storeId, session.startedBy), JSON.stringify(session));
}

export function startDeviceCount(storeId: string, userId: string, now = new Date()): CountSession {
  const session: CountSession = {
    id: `device-${now.getTime()}`,
    storeId,
    status: 'open',
    startedAt: now.toISOString(),
    startedBy: userId,
    finishedAt: null,
    entries: [],
  };
  save(session);
  return session;
}

/** Keeps one entered amount in the device's count (a recount replaces it); false when that count is gone. */
export function putDeviceEntry(storeId: string, userId: string, sessionId: string, itemId: string, amount: number): boolean {
  const session = loadDeviceCount(storeId, userId);
  if (!session || session.id !== sessionId) return false;
  const entry = { itemId, amount, userId, enteredAt: new Date().toISOString() };
  save({ ...session, entries: [...session.entries.filter((e) => e.itemId !== itemId), entry] });
  return true;
}

export function clearDeviceCount(storeId: string, userId: string): void {
  localStorage.removeItem(deviceCountKey(storeId, userId));
}

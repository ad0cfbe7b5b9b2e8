import { HttpResponse } from 'msw';
import { MESSAGES } from '@/config/messages';
import { badRequest } from '../http';

/**
 * No lost update in the demo server (issue #29): every answered record of a versioned kind
 * carries `version`, a whole number raised by each accepted update (a stored record without one
 * is at version 1: the seeds). An update that sends `version` is refused with 409
 * `{ message, current }` when the stored record has moved on; an update without `version` is
 * accepted (a client that does not send versions: the last write wins).
 */
function versionOf(row: object): number {
  return 'version' in row && typeof row.version === 'number' ? row.version : 1;
}

/** The record as answered: with its version. */
function withVersion<T extends object>(row: T): T & { version: number } {
  return { ...row, version: versionOf(row) };
}

/** Every record of an answer (one or a list) with its version. */
export function versioned<T extends object>(body: T[]): (T & { version: number })[];
export function versioned<T extends object>(body: T): T & { version: number };
export function versioned<T extends object>(body: T | T[]) {
  return Array.isArray(body) ? body.map((row) => withVersion(row)) : withVersion(body);
}

/**
 * The version an update of `current` stores, or a 409 with the current record when the body's
 * `version` is not the stored one. `what` names the record in the message ("supplier").
 */
export function nextVersion(current: object, sent: unknown, what: string): number {
  const stored = versionOf(current);
  if (sent === undefined || sent === null) return stored + 1;
  if (typeof sent !== 'number' || !Number.isInteger(sent))
    throw badRequest('version must be a whole number.', { version: 'version must be a whole number.' });
  if (sent !== stored) {
    // MSW answers a thrown response as it is (the 409 needs `current`, which HttpError does not carry).
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- MSW's documented way to answer from deep inside a handler
    throw HttpResponse.json({ message: MESSAGES.conflict.stale(what), current: withVersion(current) }, { status: 409 });
  }
  return stored + 1;
}

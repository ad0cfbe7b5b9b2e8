import { HttpResponse } from 'msw';
import { SERVER_MESSAGES } from '../rules/messages';
import { badRequest, HttpError } from '../http';

/**
 * No lost update in the demo server (issues #29, #41): every answered record of a versioned kind
 * carries `version`, a whole number raised by each accepted update (a stored record without one
 * is at version 1: the seeds, answered as 1). An update must send the version it read: a stale
 * one is refused with 409 `{ message, current }`, a missing one with 422 (decision, issue #41:
 * every record of a versioned kind "has" a version, because every answer carries one, the seeds'
 * included, so a client that read it was told its version; docs/contract-additions.md).
 */
function versionOf(row: object): number {
  return 'version' in row && typeof row.version === 'number' ? row.version : 1;
}

/**
 * The version a change of `row` stores when it is not an update of the record by a form (a count
 * of an item, a delivery raising its stock): raised, so a form opened before sees that it moved.
 */
export function raisedVersion(row: object): number {
  return versionOf(row) + 1;
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

/** The demo server answers texts (issue #41): a plain sentence, as its other checks. */
export const MISSING_VERSION =
  'version is required: send the version of the record you read (every answer carries it), so that no change of someone else is lost.';

/**
 * The version an update of `current` stores, or a 409 with the current record when the body's
 * `version` is not the stored one. `what` names the record in the message ("supplier"); `staleMessage`
 * replaces that message (who changed it, when the kind knows).
 * `required`: an update without `version` is refused (422). So far for products, inventory items,
 * stores and their details, permission records, invoices and stored shift notes; the kinds versioned before issue #41
 * (suppliers, orders, shifts) and tips and bank details still take an update without one (the
 * last write wins), as the contract first described them (docs/contract-additions.md).
 */
export function nextVersion(current: object, sent: unknown, what: string, required = false, staleMessage?: string): number {
  const stored = versionOf(current);
  if (sent === undefined || sent === null) {
    if (required) throw new HttpError(422, MISSING_VERSION);
    return stored + 1;
  }
  if (typeof sent !== 'number' || !Number.isInteger(sent))
    throw badRequest('version must be a whole number.', { version: 'version must be a whole number.' });
  if (sent !== stored) {
    // MSW answers a thrown response as it is (the 409 needs `current`, which HttpError does not carry).
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- MSW's documented way to answer from deep inside a handler
    throw HttpResponse.json({ message: staleMessage ?? SERVER_MESSAGES.stale(what), current: withVersion(current) }, { status: 409 });
  }
  return stored + 1;
}

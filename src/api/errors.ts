import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { MESSAGES } from '@/config/messages';
import { isRecord } from '@/lib/isRecord';

/** Error body of the contract (decisions.md): `message`, optionally `fieldErrors`. */
export interface ApiErrorBody {
  message?: string;
  fieldErrors?: Record<string, string>;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The error body `catchSchemaFailure` makes of an answer that failed its schema. */
export interface SchemaFailureData {
  schemaFailure: true;
  endpoint: string;
  /** Where in the answer, e.g. `[3].address.city`, and what was wrong. */
  problems: string[];
}

export function isSchemaFailure(error: unknown): error is { status: 'CUSTOM_ERROR'; error: string; data: SchemaFailureData } {
  return isRecord(error) && error.status === 'CUSTOM_ERROR' && isRecord(error.data) && error.data.schemaFailure === true;
}

/** A call refused before sending because the user lacks its permission. */
export function isNotPermitted(error: unknown): boolean {
  return isRecord(error) && error.status === 'CUSTOM_ERROR' && isRecord(error.data) && error.data.notPermitted === true;
}

export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return isRecord(error) && 'status' in error;
}

/**
 * The text to show for any failure (spec 8): the server's `message`, else the network or client
 * message, else the action's default message, else 'An error occurred'.
 */
export function getErrorMessage(
  error: unknown,
  actionDefault?: string,
): string {
  // An answer that failed its schema (contract seam): the action's message, then why.
  if (isSchemaFailure(error)) return actionDefault ? `${actionDefault}. ${MESSAGES.unexpectedAnswer}` : MESSAGES.unexpectedAnswer;
  if (isRecord(error)) {
    if (isRecord(error.data)) {
      const server = nonEmpty(error.data.message);
      if (server) return server;
    }
    // No answer (offline, aborted, blocked) or an answer that is not the JSON the contract
    // promises (a proxy's HTML 502): words a person reads, never `TypeError: Failed to fetch`.
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return MESSAGES.network.unreachable;
    if (error.status === 'PARSING_ERROR') {
      return MESSAGES.network.unreadable(
        typeof error.originalStatus === 'number' ? error.originalStatus : undefined,
      );
    }
    // CUSTOM_ERROR carries `error`; a SerializedError
    // or a thrown Error carries `message`.
    const client = nonEmpty(error.error) ?? nonEmpty(error.message);
    if (client) return client;
  }
  return actionDefault ?? MESSAGES.fallback;
}

/** Field errors the server sent with a 400/422, keyed by field name. */
export function getFieldErrors(error: unknown): Record<string, string> {
  if (isRecord(error) && isRecord(error.data) && isRecord(error.data.fieldErrors)) {
    const out: Record<string, string> = {};
    for (const [field, message] of Object.entries(error.data.fieldErrors)) {
      if (typeof message === 'string') out[field] = message;
    }
    return out;
  }
  return {};
}

export function getErrorStatus(error: unknown): number | string | undefined {
  return isFetchBaseQueryError(error) ? error.status : undefined;
}

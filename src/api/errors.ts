import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { MESSAGES } from '@/config/messages';
import { isRecord } from '@/lib/isRecord';

/**
 * Why a call failed, as the base query reports it (the one error type of the api):
 * - `network`: no answer (offline, aborted, timed out) or an answer that could not be read;
 * - `http`: the server answered with an error `status` (its `message`, `fieldErrors` and body);
 * - `unexpectedShape`: the answer does not match the endpoint's schema (`problems` says where);
 * - `notPermitted`: refused before sending, the user lacks `permission`;
 * - `invalidRequest`: refused before sending by a check of the app (a store or a date missing).
 * `message` is the text to show when there is one; without it the action's default message is shown.
 */
export interface ApiError {
  kind: 'network' | 'http' | 'unexpectedShape' | 'notPermitted' | 'invalidRequest';
  /** The HTTP status (`http` only). */
  status?: number;
  message?: string;
  /** Messages at the fields the server named (a 400/422). */
  fieldErrors?: Record<string, string>;
  /** The error answer's body as sent (`http`; a 409 carries the `current` record). */
  data?: unknown;
  /** `notPermitted`: the permission the call needs. */
  permission?: string;
  /** `unexpectedShape`: where in the answer, e.g. `[3].address.city`, and what was wrong. */
  problems?: string[];
}

/** What a hook's `error` or a failed `unwrap()` holds: the base query's error, or a thrown one. */
export type RequestError = ApiError | SerializedError;

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function fieldErrorsOf(data: unknown): Record<string, string> | undefined {
  if (!isRecord(data) || !isRecord(data.fieldErrors)) return undefined;
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(data.fieldErrors)) {
    if (typeof message === 'string') out[field] = message;
  }
  return out;
}

/**
 * A fetch failure as an `ApiError`: a server message first; no answer, or one that is not the JSON
 * the contract promises (a proxy's HTML 502), in words a person reads, never `TypeError: Failed to fetch`.
 */
export function toApiError(error: FetchBaseQueryError): ApiError {
  const server = isRecord(error.data) ? nonEmpty(error.data.message) : undefined;
  if (typeof error.status === 'number') {
    const fieldErrors = fieldErrorsOf(error.data);
    return {
      kind: 'http',
      status: error.status,
      ...(server ? { message: server } : {}),
      ...(fieldErrors ? { fieldErrors } : {}),
      data: error.data,
    };
  }
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return { kind: 'network', message: MESSAGES.network.unreachable };
  if (error.status === 'PARSING_ERROR') return { kind: 'network', message: MESSAGES.network.unreadable(error.originalStatus) };
  const client = server ?? nonEmpty(error.error);
  return { kind: 'invalidRequest', ...(client ? { message: client } : {}) };
}

/** A call refused before sending: the user lacks `permission`. */
export const notPermittedError = (permission: string): ApiError => ({ kind: 'notPermitted', permission, message: MESSAGES.notPermitted });

/** A check of the app failed before sending (a store or a date missing): nothing is sent. */
export const invalidRequestError = (message: string): ApiError => ({ kind: 'invalidRequest', message });

/** An answer that does not match its schema. */
export const unexpectedShapeError = (problems: string[]): ApiError => ({
  kind: 'unexpectedShape',
  message: MESSAGES.unexpectedAnswer,
  problems,
});

const isApiError = (error: RequestError): error is ApiError => 'kind' in error;

/**
 * What `unwrap()` threw, or a rejected thunk's payload, as the request's error. `catch` gives
 * `unknown`; an `ApiError` passes, anything else becomes a thrown error with its message.
 */
export function requestError(caught: unknown): RequestError | undefined {
  if (!isRecord(caught)) return undefined;
  if (typeof caught.kind === 'string') return caught;
  // A fetch failure not yet turned into an ApiError (thrown by a hand-written call).
  if ('status' in caught && (typeof caught.status === 'number' || typeof caught.status === 'string'))
    return toApiError(caught as FetchBaseQueryError);
  return typeof caught.message === 'string' ? { message: caught.message } : {};
}

/** The call was refused before sending because the user lacks its permission. */
export function isNotPermitted(error: RequestError | null | undefined): boolean {
  return Boolean(error && isApiError(error) && error.kind === 'notPermitted');
}

/**
 * The text to show for any failure: the server's `message`, else the network or client message,
 * else the action's default message, else 'An error occurred'. An answer of the wrong shape gives
 * the action's message, then why.
 */
export function getErrorMessage(error: RequestError | null | undefined, actionDefault?: string): string {
  if (error && isApiError(error) && error.kind === 'unexpectedShape') {
    return actionDefault ? `${actionDefault}. ${MESSAGES.unexpectedAnswer}` : MESSAGES.unexpectedAnswer;
  }
  return nonEmpty(error?.message) ?? actionDefault ?? MESSAGES.fallback;
}

/** Field errors the server sent with a 400/422, keyed by field name. */
export function getFieldErrors(error: RequestError | null | undefined): Record<string, string> {
  return (error && isApiError(error) && error.fieldErrors) || {};
}

/** The HTTP status of a failed call that got an answer. */
export function getErrorStatus(error: RequestError | null | undefined): number | undefined {
  return error && isApiError(error) ? error.status : undefined;
}

import { getErrorStatus, type RequestError } from './errors';

/**
 * A contract addition the server does not have (docs/rules/api.md#contract-additions-add-never-gate): it answers 404 or 501. The screen then falls back to the spec's calls and says so once,
 * quietly; docs/contract-additions.md lists each addition with its fallback.
 */
export function isMissingAddition(error: RequestError | null | undefined): boolean {
  const status = getErrorStatus(error);
  return status === 404 || status === 501;
}

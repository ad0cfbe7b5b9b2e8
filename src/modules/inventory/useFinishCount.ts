import { useCallback, useRef, useState } from 'react';
import { getErrorMessage, requestError } from '@/api/errors';
import { INVENTORY_MESSAGES } from './messages';
import { useFinishCountSessionMutation, useUpdateInventoryAmountMutation } from './api';
import type { CountMode } from './countQueue';
import { clearDeviceCount } from './deviceCount';

/** Amounts posted at a time when a count is finished (a few in parallel, not hundreds). */
const PARALLEL_POSTS = 4;

export interface NotPosted {
  itemId: string;
  message: string;
}

/** Some amounts of a finished count were not posted: the count stays open, Finish again posts the rest. */
export class CountNotPostedError extends Error {
  readonly failures: NotPosted[];
  constructor(failures: NotPosted[]) {
    super(failures[0]?.message ?? INVENTORY_MESSAGES.updateAmount);
    this.failures = failures;
  }
}

async function eachLimited<T>(values: readonly T[], limit: number, run: (value: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < values.length) {
      const value = values[next++];
      await run(value);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, values.length) }, worker));
}

/**
 * Finishing a count (docs/rules/api.md#contract-additions-add-never-gate: the spec's call carries the feature): every amount entered in
 * the count is posted with `PATCH v1/inventory/{storeId}/amount {id, amount, userId}`, on finish
 * (stock changes only when the count is posted, as the review dialog says). Amounts posted by an
 * earlier, partly failed finish are not posted again. Then the count is closed: the server's
 * count session (`POST …/count-session/finish`, addition) or this device's count.
 */
export function useFinishCount(storeId: string, userId: string, sessionId: string, mode: CountMode) {
  const [patchAmount] = useUpdateInventoryAmountMutation();
  const [finishSession] = useFinishCountSessionMutation();
  const posted = useRef(new Map<string, number>());
  const [busy, setBusy] = useState(false);

  const finish = useCallback(
    async (amounts: ReadonlyMap<string, number>) => {
      const toPost = [...amounts].filter(([id, amount]) => posted.current.get(id) !== amount);
      const failures: NotPosted[] = [];
      setBusy(true);
      try {
        await eachLimited(toPost, PARALLEL_POSTS, async ([id, amount]) => {
          try {
            await patchAmount({ storeId, id, amount, userId }).unwrap();
            posted.current.set(id, amount);
          } catch (error) {
            failures.push({ itemId: id, message: getErrorMessage(requestError(error), INVENTORY_MESSAGES.updateAmount) });
          }
        });
        if (failures.length > 0) throw new CountNotPostedError(failures);
        if (mode === 'device') clearDeviceCount(storeId, userId);
        else await finishSession({ storeId, sessionId }).unwrap();
      } finally {
        setBusy(false);
      }
    },
    [patchAmount, finishSession, storeId, userId, sessionId, mode],
  );
  return { finish, isFinishing: busy };
}

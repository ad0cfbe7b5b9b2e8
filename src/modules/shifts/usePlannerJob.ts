import { useState } from 'react';
import { readJob, rememberJob, type RememberedJob } from './jobMemory';

/**
 * The store's remembered generation job (jobMemory.ts). Read again when the store is known or
 * changes: the planner's first render may come before the session named the store, and a job read
 * then was lost after a reload (issue #30: the proposal stays reviewable until kept or discarded).
 */
export function usePlannerJob(storeId: string) {
  const [state, setState] = useState(() => ({ storeId, job: readJob(storeId) }));
  let current = state;
  if (state.storeId !== storeId) {
    current = { storeId, job: readJob(storeId) };
    setState(current);
  }
  const keep = (next: RememberedJob | null) => {
    rememberJob(storeId, next);
    setState({ storeId, job: next });
  };
  return { job: current.job, keep };
}

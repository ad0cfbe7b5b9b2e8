import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { isMissingAddition } from '@/api/additions';
import { useGetShiftGenerationResultQuery, useGetShiftsQuery } from './api';
import { paidMinutes } from './logic';
import type { RememberedJob } from './jobMemory';
import type { ShiftGenerationResult } from './types';

/**
 * The proposal of a finished job. `resultRef` is read first (the contract's result, with its
 * unfilled slots). A server that has no such call (404/501: the result is a contract addition,
 * docs/contract-additions.md) still wrote its drafts with the spec's calls: they are read from
 * the range's shifts (`GET v1/shift/store/{storeId}`, docs/rules/people.md#shift-calls), carrying the job's id, and shown
 * without unfilled slots or coverage, saying so once.
 */
export function useGenerationResult(storeId: string, job: RememberedJob, resultRef: string | null) {
  const result = useGetShiftGenerationResultQuery(resultRef ?? skipToken);
  const fallback = Boolean(resultRef && result.error && isMissingAddition(result.error));
  const range = useGetShiftsQuery(fallback ? { storeId, startDate: job.startDate, endDate: job.endDate } : skipToken);
  const fromRange = useMemo<ShiftGenerationResult | undefined>(() => {
    if (!fallback || !range.data) return undefined;
    const shifts = range.data.filter((s) => s.generationJobId === job.jobId && s.status === 'draft');
    return { shifts, unfilled: [], summary: { hours: shifts.reduce((sum, s) => sum + paidMinutes(s), 0) / 60 } };
  }, [fallback, range.data, job.jobId]);
  return {
    proposal: fallback ? fromRange : result.data,
    /** The spec's calls stood in for the missing result call. */
    fallback,
    error: fallback ? range.error : result.error,
  };
}

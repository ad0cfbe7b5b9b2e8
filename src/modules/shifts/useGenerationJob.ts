import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { getErrorMessage } from '@/api/errors';
import { SHIFT_GENERATION } from '@/config/constants';
import { SHIFT_MESSAGES } from './messages';
import { shiftsApi, useGetShiftGenerationJobQuery } from './api';
import { jobPhase, pollingIntervalFor, type JobPhase } from './logic';

/**
 * Polls a generation job through RTK Query's `pollingInterval`, derived from the job's state
 * (docs/rules/people.md#shift-generation): 2 s while QUEUED or RUNNING (or any other status), 0 once it ended or when
 * 60 s have passed since `startedAt`. A failed poll ends it with its message.
 */
export function useGenerationJob(jobId: string | null, startedAt: number): JobPhase {
  const [now, setNow] = useState(() => Date.now());
  const cached = shiftsApi.endpoints.getShiftGenerationJob.useQueryState(jobId ?? skipToken);
  const phase = jobPhase(cached.data, now - startedAt);
  const query = useGetShiftGenerationJobQuery(jobId ?? skipToken, {
    pollingInterval: pollingIntervalFor(phase),
    skipPollingIfUnfocused: false,
    refetchOnMountOrArgChange: true,
  });

  const polling = phase.kind === 'polling';
  useEffect(() => {
    if (!polling) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, startedAt + SHIFT_GENERATION.maxPollingMs - Date.now()));
    return () => clearTimeout(timer);
  }, [polling, startedAt]);

  if (query.error && !query.data) return { kind: 'failed', message: getErrorMessage(query.error, SHIFT_MESSAGES.generate) };
  // A job remembered across a reload: its first read decides, not the polling window that ran out meanwhile.
  if (!query.data && phase.kind === 'timedOut' && query.isFetching) return { kind: 'polling', status: 'QUEUED' };
  return phase;
}

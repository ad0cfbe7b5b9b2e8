import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { makeStore } from '@/app/store';
import { getErrorMessage } from '@/api/errors';
import { SHIFT_MESSAGES } from './messages';
import { signedInState } from '@/test/render';
import { logRequests } from '@/test/requestLog';
import { shiftsApi } from './api';

const { getShiftGenerationResult } = shiftsApi.endpoints;

/** Issue 28 item 4: the generation result link is resolved as a URL and must stay under the API base. */
describe('resultRef is fetched only under the API base', () => {
  it.each([
    '%2e%2e/%2e%2e/secret',
    'v1/%2E%2E/%2e%2e/secret',
    'https://evil.example/v1/result',
    '//evil.example/v1/result',
    '/\\evil.example',
  ])('%s is refused with the failure message and never sent', async (ref) => {
    const store = makeStore(signedInState('manager'));
    const log = logRequests(server);
    const result = await store.dispatch(getShiftGenerationResult.initiate(ref));
    expect(getErrorMessage(result.error, SHIFT_MESSAGES.generate)).toBe(SHIFT_MESSAGES.badResultRef);
    expect(log.all).toEqual([]);
  });

  it('a path under the base is called as given', async () => {
    const store = makeStore(signedInState('manager'));
    const log = logRequests(server);
    await store.dispatch(getShiftGenerationResult.initiate('/v1/shift/generation-jobs/job-404/result'));
    expect(log.all.map((r) => `${r.method} ${r.path}`)).toEqual(['GET v1/shift/generation-jobs/job-404/result']);
  });
});

import { describe, expect, it } from 'vitest';
import { resolveApiPath } from './apiPath';

const ORIGIN = 'https://app.example.com';

describe('resolveApiPath: paths from the server stay under the API base', () => {
  it.each([
    ['v1/shift/generation-jobs/job-1/result', 'v1/shift/generation-jobs/job-1/result'],
    ['/v1/shift/generation-jobs/job-1/result', 'v1/shift/generation-jobs/job-1/result'],
    ['v1/shift/result?week=2026-11-23', 'v1/shift/result?week=2026-11-23'],
    ['v1/a/../b', 'v1/b'],
  ])('%s → %s', (ref, expected) => {
    expect(resolveApiPath(ref, '/api/', ORIGIN)).toBe(expected);
  });

  it.each([
    '%2e%2e/%2e%2e/secret',
    '%2E%2E/secret',
    'v1/%2e%2e/%2e%2e/secret',
    '.%2e/secret',
    '../secret',
    'v1\\..\\..\\secret',
    'https://evil.example/steal',
    'HTTPS://app.example.com/api/v1/x',
    '//evil.example/steal',
    '/\\evil.example/steal',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/plain,hi',
    'v1/x\n',
    '',
    '   ',
    '%2e%2e',
  ])('refuses %j', (ref) => {
    expect(resolveApiPath(ref, '/api/', ORIGIN)).toBeNull();
  });

  it('an absolute base keeps its host and path', () => {
    expect(resolveApiPath('v1/x', 'https://api.example.com/storeops/', ORIGIN)).toBe('v1/x');
    expect(resolveApiPath('%2e%2e/admin', 'https://api.example.com/storeops/', ORIGIN)).toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import openapi from '../docs/openapi.json';
import { isSpecCall } from './specCalls';

/** Contract calls that are not the baseline's (docs/rules/api.md#spec-only-server), as `METHOD path` with `{params}`. */
const additions = Object.entries(openapi.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
  Object.keys(ops)
    .map((method) => method.toUpperCase())
    .filter((method) => !isSpecCall(method, path.replace(/^\//, '')))
    .map((method) => `${method} ${path.replace(/^\//, '')}`),
);

describe('the spec-only list (mocks/specCalls.ts) and the additions table', () => {
  it('tells spec calls from others, path parameters included', () => {
    expect(isSpecCall('PATCH', 'v1/inventory/store-1/amount')).toBe(true);
    expect(isSpecCall('GET', 'v1/inventory/store-1/count-session')).toBe(false);
    expect(isSpecCall('POST', 'v1/order/receipt')).toBe(false);
    expect(isSpecCall('GET', 'v1/shift/generation-jobs/job-1')).toBe(true);
    expect(isSpecCall('GET', 'v1/shift/generation-jobs/job-1/result')).toBe(false);
  });

  it('lists every contract addition in docs/contract-additions.md with its fallback', () => {
    const doc = readFileSync('docs/contract-additions.md', 'utf8');
    expect(additions.length).toBeGreaterThan(0);
    expect(additions.filter((call) => !doc.includes(`\`${call}\``))).toEqual([]);
  });
});

import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import '@/session/api';
import { baseApi } from './baseApi';
import { request } from './contract';
import { contractsOf } from './contractsOf';
import { buildOpenApi } from './openapi';

// Every module's api files, as the app loads them lazily: together they are the whole api.
const API_FILES: Record<string, unknown> = import.meta.glob(['/src/modules/*/api.ts', '/src/session/contract.ts'], { eager: true });
const described = contractsOf(API_FILES);

/** Cache entries that call nothing (filled by another endpoint): no contract to describe. */
const CACHE_ONLY = ['getUnplacedShifts'];

const FILE = resolve(__dirname, '../../docs/openapi.json');
const pkg = JSON.parse(readFileSync(resolve(__dirname, '../../package.json'), 'utf8')) as { version: string };

describe('the contract in the repo', () => {
  const doc = buildOpenApi(described, pkg.version);

  it('reads the api file of every module that has one (the glob matches the real files), each describing endpoints', () => {
    const modules = resolve(__dirname, '../modules');
    const onDisk = readdirSync(modules)
      .filter((m) => existsSync(resolve(modules, m, 'api.ts')))
      .map((m) => `/src/modules/${m}/api.ts`);
    expect(onDisk).toContain('/src/modules/orders/api.ts');
    expect(Object.keys(API_FILES).sort()).toEqual([...onDisk, '/src/session/contract.ts'].sort());
    for (const [file, exports] of Object.entries(API_FILES)) {
      expect(
        Object.keys(exports as object).filter((name) => name.endsWith('Contract')),
        file,
      ).not.toEqual([]);
    }
    // The orders' endpoints (src/modules/orders/api.ts) and the session's (src/session/contract.ts) are among them.
    expect(described.get('updateOrderStatus')).toMatchObject({ method: 'PATCH', path: 'v1/order/status' });
    expect([...described.keys()]).toContain('login');
  });

  it('describes every endpoint the api has, and nothing else', () => {
    expect([...described.keys()].sort()).toEqual(
      Object.keys(baseApi.endpoints)
        .filter((name) => !CACHE_ONLY.includes(name))
        .sort(),
    );
  });

  it('docs/openapi.json is current (npm run contract writes it)', () => {
    if (process.env.CONTRACT_WRITE === '1') writeFileSync(FILE, `${JSON.stringify(doc, null, 2)}\n`);
    const onDisk: unknown = JSON.parse(readFileSync(FILE, 'utf8'));
    expect(onDisk, 'docs/openapi.json is stale: run `npm run contract`').toEqual(doc);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(validator.version).toBe('3.1');
  });
});

describe('request', () => {
  it('encodes path parameters and leaves empty query values out', () => {
    const endpoint = { method: 'GET', path: 'v1/x/{id}/files/{fileId}', summary: '', access: null, response: null } as const;
    expect(request(endpoint, { path: { id: 'a/b', fileId: 'é 1' } })).toEqual({ url: 'v1/x/a%2Fb/files/%C3%A9%201', method: 'GET' });
  });
});

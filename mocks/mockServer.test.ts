import { describe, expect, it } from 'vitest';
import { collection, resetDb } from './db/collection';
import { apiPath } from './http';

async function post(path: string, body: string, token?: string) {
  const res = await fetch(apiPath(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The status of a JSON POST without a token. */
const statusOf = async (path: string, body: Record<string, string>) => (await post(path, JSON.stringify(body))).status;

describe('the mock API answers as a real server would', () => {
  it('400 on a body that is not JSON', async () => {
    const res = await post('v1/auth/login', 'not json');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body must be JSON.');
  });

  it('422 with field errors on a bad register body, 201 on a good one, 409 on a duplicate', async () => {
    const bad = await post('v1/auth/register', JSON.stringify({ name: '', email: 'x', password: 'short' }));
    expect(bad.status).toBe(422);
    expect(bad.body.fieldErrors).toEqual({
      name: 'Name is required.',
      email: 'Enter a valid email address.',
      password: 'Password must be at least 8 characters.',
    });
    expect(await statusOf('v1/auth/register', { name: 'Nia', email: 'nia@storeops.test', password: 'longenough' })).toBe(201);
    expect(await statusOf('v1/auth/register', { name: 'Nia', email: 'NIA@storeops.test', password: 'longenough' })).toBe(409);
    const login = await post('v1/auth/login', JSON.stringify({ email: 'nia@storeops.test', password: 'longenough' }));
    expect(login.status).toBe(200);
    expect(login.body.stores).toEqual([]);
  });

  it('resets a password only with the right code', async () => {
    await post('v1/auth/forgot-password', JSON.stringify({ email: 'staff@storeops.test' }));
    const reset = (code: string) => ({ email: 'staff@storeops.test', password: 'newpassword1', code });
    expect(await statusOf('v1/auth/redefine-password', reset('000000'))).toBe(400);
    expect(await statusOf('v1/auth/redefine-password', reset('123456'))).toBe(200);
    expect(await statusOf('v1/auth/login', { email: 'staff@storeops.test', password: 'demo1234' })).toBe(401);
  });
});

describe('mock collections', () => {
  it('persist changes in browser storage and go back to the seed on reset', () => {
    const things = collection<{ id: string; n: number }>('test-things', () => [{ id: 'a', n: 1 }]);
    things.insert({ id: 'b', n: 2 });
    things.update('a', { n: 5 });
    expect(JSON.parse(localStorage.getItem('storeops.mock.test-things') ?? '[]')).toEqual([
      { id: 'a', n: 5 },
      { id: 'b', n: 2 },
    ]);
    expect(things.nextId('x')).toBe('x-3');
    resetDb();
    expect(things.all()).toEqual([{ id: 'a', n: 1 }]);
  });
});

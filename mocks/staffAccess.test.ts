import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, sessions, users } from './db/people';
import { apiPath } from './http';

/** A token of a user given only stores.read in Berlin (issue 28: they could list any store's staff). */
function berlinReader(): string {
  users.insert({
    id: 'user-berlin-reader',
    name: 'Bea Reader',
    email: 'bea@storeops.test',
    password: DEMO_PASSWORD,
    globalPermissions: [],
    memberships: [{ storeId: 'store-1', roles: ['staff'], permissions: ['stores.read'] }],
  });
  sessions.insert({ id: 'test.berlin-reader', userId: 'user-berlin-reader', createdAt: new Date().toISOString() });
  return 'test.berlin-reader';
}

const staffOf = (storeId: string, token: string) =>
  fetch(apiPath(`v1/user/list?storeId=${storeId}`), { headers: { Authorization: `Bearer ${token}` } });

describe('GET v1/user/list answers only for stores the caller may read', () => {
  it('stores.read in Berlin lists Berlin, not Munich', async () => {
    const token = berlinReader();
    expect((await staffOf('store-1', token)).status).toBe(200);
    const munich = await staffOf('store-3', token);
    expect(munich.status).toBe(403);
    expect(JSON.stringify(await munich.json())).not.toMatch(/@storeops\.test/);
  });

  it('a global stores.read holder lists any store; a global permission of another kind does not', async () => {
    sessions.insert({ id: 'test.relocated', userId: 'user-relocated', createdAt: new Date().toISOString() });
    expect((await staffOf('store-1', 'test.relocated')).status).toBe(200);
    users.insert({
      id: 'user-tips',
      name: 'Tia Tips',
      email: 'tia@storeops.test',
      password: DEMO_PASSWORD,
      globalPermissions: ['tip.read'],
      memberships: [],
    });
    sessions.insert({ id: 'test.tips', userId: 'user-tips', createdAt: new Date().toISOString() });
    expect((await staffOf('store-1', 'test.tips')).status).toBe(403);
  });
});

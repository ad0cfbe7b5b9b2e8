import { screen } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findUserByEmail, sessions, userInfoOf } from '@mocks/db/people';
import { makeStore } from '@/app/store';
import { renderRoute } from '@/test/render';
import { PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';
import { sessionRestored } from './authSlice';
import { initSession } from './initSession';

const INVALID = 'Invalid user data structure';

/** The owner's stored session, with `extra` merged into the stored record. */
function storeOwnerSession(extra: Record<string, unknown>) {
  const user = findUserByEmail('owner@storeops.test');
  if (!user) throw new Error('owner');
  const token = `test.${user.id}`;
  sessions.insert({ id: token, userId: user.id, createdAt: new Date().toISOString() });
  const info = userInfoOf(user);
  localStorage.setItem('accessToken', token);
  localStorage.setItem('userData', JSON.stringify({ ...info, currentStore: info.stores[0], ...extra }));
  localStorage.setItem('currentStoreId', 'store-1');
}

function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

afterEach(() => vi.restoreAllMocks());

describe('restoring a stored session that is not what the app wrote (issue 28, docs/rules/session.md#session-restore)', ROUTE_TEST, () => {
  it('a record with an unknown field nested 2,000 deep is cleared and the app ends on /sign-in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeOwnerSession({ extra: nested(2000) });
    const store = makeStore();
    await expect(initSession(store.dispatch)).resolves.toBe(INVALID);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(INVALID));
    for (const key of ['accessToken', 'userData', 'currentStoreId']) expect(localStorage.getItem(key)).toBeNull();

    const view = renderRoute('/suppliers', { store });
    expect(await screen.findByRole('button', { name: 'Sign in' }, PAGE_LOAD)).toBeInTheDocument();
    expect(view.location().pathname).toBe('/sign-in');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('unknown fields of a shallow record are dropped: only the known ones reach the app', async () => {
    storeOwnerSession({
      extra: { note: 'x' },
      stores: [{ id: 'store-1', name: 'Berlin Mitte Café', roles: ['owner'], permissions: [], secret: 'y' }],
    });
    const store = makeStore();
    const original = store.dispatch;
    // What went into the store at restore, before the profile replaced it.
    const seen: unknown[] = [];
    const watching = vi.fn((action: UnknownAction) => {
      if (sessionRestored.match(action)) seen.push(action.payload.userInfo);
      return original(action);
    });
    await expect(initSession(Object.assign(watching, original))).resolves.toBeNull();
    expect(seen).toHaveLength(1);
    expect(JSON.stringify(seen[0])).not.toMatch(/note|secret/);
    expect(store.getState().currentStore.store).toEqual({ id: 'store-1', name: 'Berlin Mitte Café', roles: ['owner'], permissions: [] });
  });

  it('any failure while restoring clears the session and counts as signed out, never left loading', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeOwnerSession({});
    const store = makeStore();
    const original = store.dispatch;
    const failing = vi.fn((action: UnknownAction) => {
      if (sessionRestored.match(action)) throw new RangeError('Maximum call stack size exceeded');
      return original(action);
    });
    await expect(initSession(Object.assign(failing, original))).resolves.toBe(INVALID);
    expect(store.getState().auth).toMatchObject({ loading: false, accessToken: null, error: INVALID });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });
});

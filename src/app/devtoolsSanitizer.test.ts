import { describe, expect, it } from 'vitest';
import { actionSanitizer, stateSanitizer } from './devtoolsSanitizer';
import { makeStore } from './store';
import { signedInState } from '@/test/render';

describe('Redux DevTools sanitizer', () => {
  it('masks the access token in the state without touching the real state', () => {
    const store = makeStore(signedInState('manager'));
    const token = store.getState().auth.accessToken;
    expect(token).toBeTruthy();
    const shown = stateSanitizer(store.getState());
    expect(shown.auth.accessToken).toBe('***');
    expect(JSON.stringify(shown)).not.toContain(token);
    expect(store.getState().auth.accessToken).toBe(token);
    expect(shown.auth.userInfo?.userName).toBe('Marco Manager');
  });

  it('masks tokens and passwords inside actions (login request and response)', () => {
    const action = {
      type: 'api/executeMutation/fulfilled',
      payload: { accessToken: 'secret-token', userId: 'u1' },
      meta: { arg: { originalArgs: { email: 'a@b.co', password: 'hunter22' } } },
    };
    const shown = actionSanitizer(action);
    expect(JSON.stringify(shown)).not.toMatch(/secret-token|hunter22/);
    expect(shown.payload.userId).toBe('u1');
    expect(shown.meta.arg.originalArgs.email).toBe('a@b.co');
  });

  it('gives every makeStore call a fresh store', () => {
    const a = makeStore();
    const b = makeStore(signedInState('staff'));
    expect(a.getState().auth.accessToken).toBeNull();
    expect(b.getState().auth.userInfo?.userId).toBe('user-staff');
    expect(a.getState().api).not.toBe(b.getState().api);
  });
});

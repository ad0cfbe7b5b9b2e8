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

  it('masks the password-reset code in the redefine-password mutation, in the action and the cache', () => {
    const args = { email: 'a@b.co', password: 'n3w-Secret!', code: '493817' };
    const action = {
      type: 'api/executeMutation/pending',
      meta: { arg: { endpointName: 'redefinePassword', originalArgs: args } },
    };
    const shown = actionSanitizer(action);
    expect(shown.meta.arg.originalArgs).toEqual({ email: 'a@b.co', password: '***', code: '***' });
    const state = { api: { mutations: { abc: { endpointName: 'redefinePassword', originalArgs: args } } } };
    expect(JSON.stringify(stateSanitizer(state))).not.toMatch(/493817|n3w-Secret/);
    expect(args.code).toBe('493817');
  });

  it('masks IBANs by key and wherever one appears in a text', () => {
    const action = {
      type: 'api/executeMutation/pending',
      meta: {
        arg: {
          originalArgs: {
            IBAN: 'DE89370400440532013000',
            note: 'pay to DE89 3704 0044 0532 0130 00 today',
            url: 'v1/finance?iban=GB29NWBK60161331926819',
            amount: 12.5,
            name: 'Anna Schmidt',
            date: '2026-01-31',
          },
        },
      },
    };
    const shown = actionSanitizer(action).meta.arg.originalArgs;
    expect(JSON.stringify(shown)).not.toMatch(/DE89|GB29|0532/);
    expect(shown.IBAN).toBe('***');
    expect(shown.note).toBe('pay to *** today');
    expect(shown).toMatchObject({ amount: 12.5, name: 'Anna Schmidt', date: '2026-01-31' });
  });

  it('gives every makeStore call a fresh store', () => {
    const a = makeStore();
    const b = makeStore(signedInState('staff'));
    expect(a.getState().auth.accessToken).toBeNull();
    expect(b.getState().auth.userInfo?.userId).toBe('user-staff');
    expect(a.getState().api).not.toBe(b.getState().api);
  });
});

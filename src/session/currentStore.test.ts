import { describe, expect, it } from 'vitest';
import { chooseStoreAfterLogin, chooseStoreAtRestore, findSwitchTarget } from './currentStore';

const s = (id: string) => ({ id, name: id, roles: [], permissions: [] });
const stores = [s('store-1'), s('store-2'), s('store-3')];

describe('current store choice (docs/rules/session.md#current-store)', () => {
  describe('after login', () => {
    it('a remembered id still in the list wins', () => {
      expect(chooseStoreAfterLogin({ stores, currentStoreId: 'store-1' }, 'store-3')?.id).toBe('store-3');
    });
    it('else the login response currentStoreId', () => {
      expect(chooseStoreAfterLogin({ stores, currentStoreId: 'store-2' }, 'store-9')?.id).toBe('store-2');
      expect(chooseStoreAfterLogin({ stores, currentStoreId: 'store-2' }, null)?.id).toBe('store-2');
    });
    it('else the first store', () => {
      expect(chooseStoreAfterLogin({ stores, currentStoreId: 'gone' }, 'gone-too')?.id).toBe('store-1');
      expect(chooseStoreAfterLogin({ stores }, null)?.id).toBe('store-1');
    });
    it('none without stores', () => {
      expect(chooseStoreAfterLogin({ stores: [], currentStoreId: 'store-1' }, 'store-1')).toBeNull();
    });
  });

  describe('at restore', () => {
    it('the stored store id that matches the user stores', () => {
      expect(chooseStoreAtRestore({ stores, currentStore: s('store-1') }, 'store-2')?.id).toBe('store-2');
    });
    it("else the user's currentStore (when it is still theirs)", () => {
      expect(chooseStoreAtRestore({ stores, currentStore: s('store-3') }, 'gone')?.id).toBe('store-3');
      expect(chooseStoreAtRestore({ stores, currentStore: s('gone') }, null)).toBeNull();
    });
    it('else none', () => {
      expect(chooseStoreAtRestore({ stores, currentStore: null }, null)).toBeNull();
    });
  });

  it('switching is allowed only to a store in the list', () => {
    expect(findSwitchTarget(stores, 'store-2')?.id).toBe('store-2');
    expect(findSwitchTarget(stores, 'store-9')).toBeNull();
  });
});

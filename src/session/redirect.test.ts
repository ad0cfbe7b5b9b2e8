import { describe, expect, it } from 'vitest';
import { SHARED_PERMISSIONS, type Permission } from '@/config/permissions';
import { landingPath, POST_LOGIN_ORDER, safeReturnPath } from './redirect';

const only =
  (...held: Permission[]) =>
  (p: Permission) =>
    held.includes(p);

describe('the post-login order of docs/rules/session.md#post-login-redirect', () => {
  const cases: [string, Permission, string][] = [
    ['inventory write', 'inventory.write', '/inventory/patch'],
    ['inventory read', 'inventory.read', '/inventory'],
    ['order read', 'orders.read', '/orders'],
    ['product read', 'products.read', '/products'],
    ['supplier read', 'suppliers.read', '/suppliers'],
    ['dashboard read', SHARED_PERMISSIONS.dashboardRead, '/dashboard'],
    ['report read', SHARED_PERMISSIONS.reportsRead, '/reports'],
    ['product write', 'products.write', '/product'],
    ['supplier write', 'suppliers.write', '/supplier'],
    ['shift write', 'shift.write', '/shift'],
    ['shift read', 'shift.read', '/shifts'],
  ];

  it.each(cases)('%s alone leads to its route', (_name, permission, path) => {
    // Dashboard and reports share one opaque id (docs/rules/session.md#permissions), so "report read" alone is dashboard read.
    const expected = permission === SHARED_PERMISSIONS.reportsRead ? '/dashboard' : path;
    expect(landingPath(only(permission))).toBe(expected);
  });

  it('lists the eleven entries in the spec order', () => {
    expect(POST_LOGIN_ORDER.map((e) => e.path)).toEqual(cases.map((c) => c[2]));
  });

  it('the first held entry wins', () => {
    expect(landingPath(only('shift.read', 'orders.read'))).toBe('/orders');
    expect(landingPath(only('suppliers.write', 'shift.write'))).toBe('/supplier');
  });

  it('goes to /dashboard when nothing matches', () => {
    expect(landingPath(only())).toBe('/dashboard');
    expect(landingPath(only('tip.read', 'stores.read'))).toBe('/dashboard');
  });

  it('sends someone who may only clock in to the time clock, never to a dashboard they may not read (issue #30)', () => {
    expect(landingPath(only('time_entry.write'))).toBe('/time-entry/form');
    // The spec's order still wins: shift read lands on /shifts ("My shifts" for non-planners).
    expect(landingPath(only('time_entry.write', 'shift.read'))).toBe('/shifts');
  });
});

describe('the same-origin check of a remembered location (docs/rules/session.md#post-login-redirect)', () => {
  it.each([
    ['//evil.example'],
    ['//evil.example/path'],
    ['/\\evil'],
    ['/\\/evil.example'],
    ['https://evil.example'],
    ['http://evil.example/suppliers'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['/\tevil'],
    ['suppliers'],
    [''],
    [null],
    [42],
  ])('rejects %j', (candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });

  it('keeps a valid path with its query and hash', () => {
    expect(safeReturnPath('/suppliers?q=fresh%20milk&page=2')).toBe('/suppliers?q=fresh%20milk&page=2');
    expect(safeReturnPath('/order/ord-1#lines')).toBe('/order/ord-1#lines');
  });
});

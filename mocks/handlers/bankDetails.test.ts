import { describe, expect, it } from 'vitest';
import { financialDetails } from '../db/finance';
import { apiPath } from '../http';

/**
 * Issue 41 item 4: a person's bank details in the demo server. PATCH changes only the fields sent,
 * builds on a version (409 with the current details when stale) and records which fields changed,
 * masked, with who, when and the store.
 */
async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(apiPath(path), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function tokenOf(who: 'manager' | 'owner'): Promise<string> {
  const login = await call('POST', 'v1/auth/login', { email: `${who}@storeops.test`, password: 'demo1234' });
  return String(login.body.accessToken);
}

// Lena Becker works in Berlin only, where the manager holds tip.write (and it is his current store).
const LENA = 'v1/finance/user/emp-1-1/financial-details';
const NEW_IBAN = 'DE02120300000000202051';

function seeded() {
  const row = financialDetails.get('emp-1-1');
  if (!row) throw new Error('the seed has bank details for emp-1-1');
  return row;
}

describe("a person's bank details in the demo server (issue 41)", () => {
  it('a PATCH without iban keeps the stored IBAN, raises the version and records only the field it changed', async () => {
    const token = await tokenOf('manager');
    const before = seeded();
    const read = await call('GET', LENA, undefined, token);
    expect(read.body).toMatchObject({ iban: before.iban, version: 1, changes: [] });

    const saved = await call('PATCH', LENA, { bankName: 'Sparkasse Berlin', version: 1, storeId: 'store-1' }, token);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ iban: before.iban, bic: before.bic, taxId: before.taxId, bankName: 'Sparkasse Berlin', version: 2 });
    expect(financialDetails.get('emp-1-1')?.iban).toBe(before.iban);
    expect(saved.body.changes).toEqual([
      {
        changedAt: expect.any(String) as string,
        changedBy: 'user-manager',
        changedByName: 'Marco Manager',
        storeId: 'store-1',
        storeName: 'Berlin Mitte Café',
        fields: [{ field: 'bankName', before: before.bankName, after: 'Sparkasse Berlin' }],
      },
    ]);
  });

  it('a stale version answers 409 with the current details and changes nothing: a masked tab cannot restore the old IBAN', async () => {
    const token = await tokenOf('manager');
    const old = seeded().iban;
    const first = await call('PATCH', LENA, { iban: NEW_IBAN, version: 1, storeId: 'store-1' }, token);
    expect(first.body).toMatchObject({ iban: NEW_IBAN, version: 2 });

    // The second tab opened at version 1 and still holds the old IBAN.
    const stale = await call('PATCH', LENA, { iban: old, bankName: 'Other bank', version: 1, storeId: 'store-1' }, token);
    expect(stale.status).toBe(409);
    // Who changed them (issue #41): here the manager's own first tab.
    expect(stale.body.message).toBe('Marco Manager changed these bank details since you opened them.');
    expect(stale.body.current).toMatchObject({ userId: 'emp-1-1', iban: NEW_IBAN, version: 2 });
    expect(financialDetails.get('emp-1-1')).toMatchObject({ iban: NEW_IBAN, bankName: seeded().bankName, version: 2 });

    // Not a whole number: refused before anything else.
    const bad = await call('PATCH', LENA, { bankName: 'x', version: 'two', storeId: 'store-1' }, token);
    expect(bad.status).toBe(422);
  });

  it('the log names the changed fields masked: IBAN as •••• and its last four, BIC as its bank code, tax id as its last three', async () => {
    const token = await tokenOf('manager');
    const before = seeded();
    const saved = await call(
      'PATCH',
      LENA,
      { iban: 'de02 1203 0000 0000 2020 51', bic: 'byladem1001', taxId: '12 345 67890', version: 1, storeId: 'store-1' },
      token,
    );
    expect(saved.status).toBe(200);
    const [change] = saved.body.changes as { fields: unknown[] }[];
    expect(change?.fields).toEqual([
      { field: 'iban', before: `•••• ${before.iban.slice(-4)}`, after: '•••• 2051' },
      { field: 'bic', before: `${before.bic.slice(0, 4)}••••`, after: 'BYLA••••' },
      { field: 'taxId', before: `•••• ${before.taxId.replace(/\s/g, '').slice(-3)}`, after: '•••• 890' },
    ]);
    // The trail holds no bank data in clear, neither the old nor the new.
    const trail = JSON.stringify(saved.body.changes);
    for (const secret of [before.iban, NEW_IBAN, before.bic, 'BYLADEM1001', before.taxId, '12 345 67890']) {
      expect(trail).not.toContain(secret);
    }
  });

  it('a PATCH without storeId is recorded with the caller’s current store that pays the person, and says the store was not named', async () => {
    const token = await tokenOf('manager');
    const saved = await call('PATCH', LENA, { accountHolder: 'Lena M. Becker', version: 1 }, token);
    expect(saved.status).toBe(200);
    expect((saved.body.changes as unknown[])[0]).toMatchObject({
      changedBy: 'user-manager',
      storeId: 'store-1',
      storeName: 'Berlin Mitte Café',
      storeInferred: true,
      fields: [{ field: 'accountHolder', before: 'Lena Becker', after: 'Lena M. Becker' }],
    });
  });

  it('a PATCH that alters nothing keeps the version and records nothing; details not yet on file need the holder and the IBAN', async () => {
    const token = await tokenOf('manager');
    const same = await call(
      'PATCH',
      LENA,
      { iban: seeded().iban, bankName: ` ${seeded().bankName} `, version: 1, storeId: 'store-1' },
      token,
    );
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ version: 1, changes: [] });

    const missing = await call(
      'PATCH',
      'v1/finance/user/emp-1-3/financial-details',
      { bankName: 'ING', version: 1, storeId: 'store-1' },
      token,
    );
    expect(missing.status).toBe(422);
    expect(missing.body.fieldErrors).toMatchObject({
      accountHolder: 'Account holder is required.',
      iban: expect.stringMatching(/^Enter a valid IBAN/) as string,
    });
    expect(financialDetails.get('emp-1-3')).toBeFalsy();
  });

  it('a BIC of a bank in another country than the IBAN is refused at the field, for a person and for a store, and nothing is saved', async () => {
    const token = await tokenOf('owner');
    const before = seeded();
    const person = await call('PATCH', LENA, { bic: 'BNPAFRPPXXX', version: 1, storeId: 'store-1' }, token);
    expect(person.status).toBe(422);
    expect((person.body.fieldErrors as Record<string, string>).bic).toMatch(
      /^.+: the BIC BNPAFRPPXXX is of a bank in FR, the IBAN of an account in DE\.$/,
    );
    expect(financialDetails.get('emp-1-1')?.bic).toBe(before.bic);

    const store = await call('GET', 'v1/store/store-1/financial-details', undefined, token);
    const { storeId: _storeId, ...current } = store.body;
    const refused = await call('PATCH', 'v1/store/store-1/financial-details', { ...current, bic: 'BNPAFRPPXXX' }, token);
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors).toEqual({ bic: 'The store: the BIC BNPAFRPPXXX is of a bank in FR, the IBAN of an account in DE.' });
    const after = await call('GET', 'v1/store/store-1/financial-details', undefined, token);
    expect(after.body.bic).toBe(store.body.bic);
  });
});

import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { financialDetails } from '@mocks/db/finance';
import { storeFinancialDetails } from '@mocks/db/stores';
import { apiUnauthorized } from '@/api/events';
import { renderRoute } from '@/test/render';
import { PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';
import { readDrafts } from './formDrafts';
import { sessionEffects } from './sessionEffects';

/** Every value the app keeps in web storage; the mock server's own database (`storeops.mock.*`) is the server's, not the app's. */
function appStorage(): string {
  const entries: string[] = [];
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i) ?? '';
      if (!key.startsWith('storeops.mock.')) entries.push(`${key}=${storage.getItem(key) ?? ''}`);
    }
  }
  return entries.join('\n');
}

const compact = (text: string) => text.replace(/\s/g, '');

/** Replaces a field's value as a paste does (one input event: typing key by key is slow under load). */
async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** The session expires on `path`: the flow of docs/rules/api.md#session-expired keeps the unsaved forms as drafts (the reload is stubbed). */
function expireSessionOn(store: { dispatch: (action: ReturnType<typeof apiUnauthorized>) => unknown }, path: string) {
  vi.spyOn(sessionEffects, 'currentPath').mockReturnValue(path);
  const reload = vi.spyOn(sessionEffects, 'hardRedirect').mockImplementation(() => undefined);
  store.dispatch(apiUnauthorized({ endpoint: 'getStaff', status: 401 }));
  expect(reload).toHaveBeenCalled();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('bank data never reaches web storage (issue 28 item 2)', ROUTE_TEST, () => {
  it("a person's bank details typed when the session expires: the draft keeps the name, not the IBAN, BIC or tax id", async () => {
    const seeded = financialDetails.get('emp-1-1');
    if (!seeded) throw new Error('seed');
    const { user, store } = renderRoute('/user-financial-details?userId=emp-1-1', { as: 'manager', storeId: 'store-1' });
    await user.click(await screen.findByRole('button', { name: 'Show and change IBAN' }, PAGE_LOAD));
    const typed = { iban: 'DE83 3704 0044 0532 0763 52', bic: 'COBADEFFXXX', taxId: '19 352 67897' };
    await paste(user, screen.getByLabelText('IBAN'), typed.iban);
    await paste(user, screen.getByLabelText('BIC (optional)'), typed.bic);
    await paste(user, screen.getByLabelText('Tax id (optional)'), typed.taxId);
    await paste(user, screen.getByLabelText('Account holder'), 'Kept Holder');

    expireSessionOn(store, '/user-financial-details');

    const draft = readDrafts()?.drafts.find((d) => d.path === '/user-financial-details');
    expect(draft?.form).toBe('person-emp-1-1');
    expect(draft?.values).toEqual({ accountHolder: 'Kept Holder', bankName: seeded.bankName });
    const kept = appStorage();
    expect(kept).toContain('Kept Holder');
    for (const secret of [typed.iban, typed.bic, typed.taxId, seeded.iban, seeded.bic, seeded.taxId].filter(Boolean)) {
      expect(compact(kept)).not.toContain(compact(secret));
    }
  });

  it("a store's financial details typed when the session expires: no IBAN or BIC is kept", async () => {
    const seeded = storeFinancialDetails.get('store-1');
    if (!seeded) throw new Error('seed');
    const { user, store } = renderRoute('/store/financial-details?storeId=store-1', { as: 'owner', storeId: 'store-1' });
    const iban = await screen.findByLabelText('New IBAN', {}, PAGE_LOAD);
    await paste(user, iban, 'DE83 3704 0044 0532 0763 52');
    await paste(user, screen.getByLabelText('BIC'), 'DEUTDEDBBER');
    await paste(user, screen.getByLabelText('City'), 'Kept City');

    expireSessionOn(store, '/store/financial-details');

    const draft = readDrafts()?.drafts.find((d) => d.path === '/store/financial-details');
    expect(draft?.values).toMatchObject({ addressCity: 'Kept City' });
    expect(draft?.values).not.toHaveProperty('iban');
    expect(draft?.values).not.toHaveProperty('bic');
    const kept = compact(appStorage());
    for (const secret of ['DE83370400440532076352', 'DEUTDEDBBER', compact(seeded.iban), seeded.bic].filter(Boolean))
      expect(kept).not.toContain(secret);
  });
});

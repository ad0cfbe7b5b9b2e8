import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { financialDetails } from '@mocks/db/finance';
import { server } from '@mocks/node';
import { makeStore } from '@/app/store';
import { renderRoute, signedInState } from '@/test/render';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';
import { financeApi } from './api';
import { financialDetailsLocked } from './detailsRules';

const { updateUserFinancialDetails } = financeApi.endpoints;
const NEW_ACCOUNT = { accountHolder: 'Jonas Richter', iban: 'DE89370400440532013000', bic: '', bankName: '', taxId: '' };
// The viewer works in Berlin and Munich; the manager holds tip.write in Berlin and Hamburg only.
const LOCKED = financialDetailsLocked('Jonas Richter', ['Munich Market Shop']);

describe("a person's bank details across stores (issue 28 item 3)", ROUTE_TEST, () => {
  it('the demo server: only with tip.write in every paying store, or the person themself; each change recorded', async () => {
    const before = financialDetails.get('emp-1-2')?.iban;
    const manager = makeStore(signedInState('manager', 'store-1'));
    const refused = await manager.dispatch(
      updateUserFinancialDetails.initiate({ userId: 'emp-1-2', details: NEW_ACCOUNT, storeId: 'store-1' }),
    );
    expect(refused.error).toMatchObject({ status: 422, data: { message: LOCKED } });
    expect(financialDetails.get('emp-1-2')?.iban).toBe(before);

    const berlinOnly = await manager.dispatch(
      updateUserFinancialDetails.initiate({
        userId: 'emp-1-1',
        details: { ...NEW_ACCOUNT, accountHolder: 'Lena Becker' },
        storeId: 'store-1',
      }),
    );
    expect(berlinOnly.data?.changes[0]).toMatchObject({
      changedBy: 'user-manager',
      changedByName: 'Marco Manager',
      storeId: 'store-1',
      storeName: 'Berlin Mitte Café',
    });
    expect(berlinOnly.data?.stores).toEqual([{ id: 'store-1', name: 'Berlin Mitte Café' }]);

    const owner = makeStore(signedInState('owner', 'store-3'));
    const byOwner = await owner.dispatch(
      updateUserFinancialDetails.initiate({ userId: 'emp-1-2', details: NEW_ACCOUNT, storeId: 'store-3' }),
    );
    expect(byOwner.data?.changes.map((c) => [c.changedByName, c.storeName])).toEqual([['Olivia Owner', 'Munich Market Shop']]);

    const wrongStore = await manager.dispatch(
      updateUserFinancialDetails.initiate({ userId: 'emp-1-1', details: NEW_ACCOUNT, storeId: 'store-3' }),
    );
    expect(wrongStore.error).toMatchObject({ status: 422, data: { fieldErrors: { storeId: 'Name a store where you hold tip write.' } } });
  });

  it('the page says why the manager may not change a person paid in Munich too, and shows who changed the details of a Berlin one', async () => {
    const log = logRequests(server);
    const { user } = renderRoute('/user-financial-details?userId=emp-1-2', { as: 'manager', storeId: 'store-1' });
    const form = await screen.findByRole('form', { name: 'Bank details of Jonas Richter' }, PAGE_LOAD);
    expect(within(form).getByText(LOCKED)).toBeInTheDocument();
    expect(within(form).getByLabelText('Account holder')).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save bank details' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Edit bank details of Lena Becker/ }));
    const berlin = await screen.findByRole('form', { name: 'Bank details of Lena Becker' }, PAGE_LOAD);
    expect(screen.getByText('No change recorded.')).toBeInTheDocument();
    await user.click(within(berlin).getByRole('button', { name: 'Show and change IBAN' }));
    await user.clear(within(berlin).getByLabelText('IBAN'));
    await user.type(within(berlin).getByLabelText('IBAN'), 'DE89\u00a03704\u00a00044\u00a00532\u00a00130\u00a000');
    await user.click(within(berlin).getByRole('button', { name: 'Save bank details' }));
    expect(await screen.findByText('Bank details of Lena Becker saved')).toBeInTheDocument();
    const patch = log.all.find((r) => r.method === 'PATCH');
    expect(patch?.body).toMatchObject({ iban: 'DE89370400440532013000', storeId: 'store-1' });
    await user.click(screen.getByRole('button', { name: /Edit bank details of Lena Becker/ }));
    const changes = await screen.findByRole('region', { name: 'Changes' }, PAGE_LOAD);
    expect(await within(changes).findByText(/Marco Manager, from Berlin Mitte Café/)).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { financialDetails } from '@mocks/db/finance';
import { server } from '@mocks/node';
import { makeStore } from '@/app/store';
import { renderRoute, signedInState } from '@/test/render';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';
import { financeApi } from './api';

const { updateUserFinancialDetails } = financeApi.endpoints;
const NEW_IBAN = 'DE02120300000000202051';

function lena() {
  const row = financialDetails.get('emp-1-1');
  if (!row) throw new Error('the seed has bank details for emp-1-1');
  return row;
}

/** Issue 41 item 4: the form sends only what was changed, with its version; a colleague's save first gives the conflict view. */
describe("a person's bank details form (issue 41)", ROUTE_TEST, () => {
  it('sends only the changed field with the version, never the masked IBAN; the change list names the field', async () => {
    const seeded = lena();
    const log = logRequests(server);
    const { user } = renderRoute('/user-financial-details?userId=emp-1-1', { as: 'manager', storeId: 'store-1' });
    const form = await screen.findByRole('form', { name: 'Bank details of Lena Becker' }, PAGE_LOAD);
    await user.clear(within(form).getByLabelText('Bank name (optional)'));
    await user.type(within(form).getByLabelText('Bank name (optional)'), 'Sparkasse Berlin');
    await user.click(within(form).getByRole('button', { name: 'Save bank details' }));
    expect(await screen.findByText('Bank details of Lena Becker saved')).toBeInTheDocument();
    const patch = log.all.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({ bankName: 'Sparkasse Berlin', storeId: 'store-1', version: 1 });

    await user.click(screen.getByRole('button', { name: /Edit bank details of Lena Becker/ }));
    const changes = await screen.findByRole('region', { name: 'Changes' }, PAGE_LOAD);
    expect(await within(changes).findByText(`Bank name: ${seeded.bankName} → Sparkasse Berlin`)).toBeInTheDocument();
  });

  it('refuses a BIC of a bank outside the IBAN’s country at the field, in the demo server’s words, and sends nothing', async () => {
    const log = logRequests(server);
    const { user } = renderRoute('/user-financial-details?userId=emp-1-1', { as: 'manager', storeId: 'store-1' });
    const form = await screen.findByRole('form', { name: 'Bank details of Lena Becker' }, PAGE_LOAD);
    const country = lena().iban.slice(0, 2);
    expect(country).not.toBe('FR');
    await user.clear(within(form).getByLabelText('BIC (optional)'));
    await user.type(within(form).getByLabelText('BIC (optional)'), 'BNPAFRPPXXX');
    await user.click(within(form).getByRole('button', { name: 'Save bank details' }));
    expect(
      await within(form).findByText(`Lena Becker: the BIC BNPAFRPPXXX is of a bank in FR, the IBAN of an account in ${country}.`),
    ).toBeInTheDocument();
    expect(log.all.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('a colleague changed the IBAN meanwhile: the save gets the conflict view without the IBAN as mine; Reload theirs shows the new IBAN masked', async () => {
    const { user, form, notice } = await conflictOnTaxId();
    expect(lena().iban).toBe(NEW_IBAN);
    await user.click(within(notice).getByRole('button', { name: 'Reload theirs' }));
    expect(within(form).getByText('DE02 •••• •••• •••• 2051')).toBeInTheDocument();
    expect(within(form).getByLabelText('Tax id (optional)')).toHaveValue(lena().taxId);
    expect(screen.queryByRole('alert', { name: CONFLICT })).not.toBeInTheDocument();
  });

  it('"Keep mine" sends only the field typed here, on their version: their IBAN stays', async () => {
    const log = logRequests(server);
    const { user, notice } = await conflictOnTaxId();
    await user.click(within(notice).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Bank details of Lena Becker saved')).toBeInTheDocument();
    const patches = log.all.filter((r) => r.method === 'PATCH');
    // The colleague's, then the manager's two: the stale one and "Keep mine".
    expect(patches.map((r) => r.body)).toEqual([
      { iban: NEW_IBAN, storeId: 'store-1', version: 1 },
      { taxId: '12 345 67890', storeId: 'store-1', version: 1 },
      { taxId: '12 345 67890', storeId: 'store-1', version: 2 },
    ]);
    expect(lena()).toMatchObject({ iban: NEW_IBAN, taxId: '12 345 67890', version: 3 });
  });
});

const CONFLICT = 'Someone else saved this record while you were editing';

/** The manager's form open on Lena's details; the owner (another tab) changes her IBAN; the manager types a tax id and saves. */
async function conflictOnTaxId() {
  const { user } = renderRoute('/user-financial-details?userId=emp-1-1', { as: 'manager', storeId: 'store-1' });
  const form = await screen.findByRole('form', { name: 'Bank details of Lena Becker' }, PAGE_LOAD);
  const old = lena().iban;
  expect(within(form).getByText(new RegExp(`•••• ${old.slice(-4)}$`))).toBeInTheDocument();

  const colleague = makeStore(signedInState('owner', 'store-1'));
  const theirs = await colleague.dispatch(
    updateUserFinancialDetails.initiate({ userId: 'emp-1-1', details: { iban: NEW_IBAN }, storeId: 'store-1', version: 1 }),
  );
  expect(theirs.data).toMatchObject({ iban: NEW_IBAN, version: 2 });

  await user.type(within(form).getByLabelText('Tax id (optional)'), '{Control>}a{/Control}12 345 67890');
  await user.click(within(form).getByRole('button', { name: 'Save bank details' }));
  const notice = await screen.findByRole('alert', { name: CONFLICT });
  // Who changed them, so the manager knows whom to ask (issue #41), not a generic stale text.
  expect(within(notice).getByText('Olivia Owner changed these bank details since you opened them.')).toBeInTheDocument();
  // Their IBAN comes into the field not changed here (still masked); the comparison lists only what was typed.
  expect(within(form).getByText('DE02 •••• •••• •••• 2051', { selector: 'span' })).toBeInTheDocument();
  const rows = within(notice)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getByRole('rowheader').textContent);
  expect(rows).toEqual(['Tax id']);
  return { user, form, notice };
}

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { testNow } from '@/test/clock';
import { failWith } from '@mocks/scenarios';
import { tips } from '@mocks/db/finance';
import { addDays, todayIso } from '@/lib/format';
import { renderRoute } from '@/test/render';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

describe('finance pages', () => {
  it('an exported tip opens read-only with the reason, without the approve button', ROUTE_TEST, async () => {
    const exported = tips.where((t) => t.storeId === 'store-1' && t.status === 'exported')[0];
    if (!exported) throw new Error('the seed has no exported tip');
    renderRoute(`/tip/${exported.id}`, { as: 'manager' });
    expect(
      await screen.findByText(
        /was paid out in a SEPA file on (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4} and can no longer be changed/,
        undefined,
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Amount (EUR)')).toBeDisabled();
  });

  it(
    'four eyes: a draft tip that pays the manager shows Approve disabled and says who approves it; the owner may approve it',
    ROUTE_TEST,
    async () => {
      // €90.00 shared equally by the manager and two colleagues: €30.00 each.
      const draft = tips.insert({
        id: 'tip-four-eyes',
        storeId: 'store-1',
        date: addDays(todayIso(), -1),
        source: 'cash',
        amount: 90,
        currency: 'EUR',
        distributionMethod: 'equal',
        distributions: ['user-manager', 'emp-1-1', 'emp-1-2'].map((userId) => ({ userId, amount: 30 })),
        status: 'draft',
        note: '',
        updatedAt: new Date(testNow()).toISOString(),
      });
      const share = 30;
      const view = renderRoute(`/tip/${draft.id}`, { as: 'manager' });
      const approve = await screen.findByRole('button', { name: 'Approve' }, PAGE_LOAD);
      expect(approve).toBeDisabled();
      expect(approve).toHaveAccessibleDescription(
        `This tip pays you €${share.toFixed(2)}, and nobody approves their own share: another person who may approve tips in this store approves it (for a manager, the owner). Save it as a draft for them.`,
      );
      expect(screen.getByRole('button', { name: 'Save as draft' })).toBeEnabled();
      view.unmount();

      renderRoute(`/tip/${draft.id}`, { as: 'owner', storeId: 'store-1' });
      expect(await screen.findByRole('button', { name: 'Approve' }, PAGE_LOAD)).toBeEnabled();
    },
  );

  it('an invalid IBAN is refused at the field and nothing is sent', ROUTE_TEST, async () => {
    const log = logRequests(server);
    const { user } = renderRoute('/user-financial-details?userId=emp-1-3', { as: 'manager' });
    const form = await screen.findByRole('form', { name: /^Bank details of / }, PAGE_LOAD);
    await user.type(within(form).getByLabelText('IBAN'), 'DE88 3704 0044 0532 0130 00');
    await user.click(within(form).getByRole('button', { name: 'Save bank details' }));
    expect(await within(form).findByText(/^Enter a valid IBAN/)).toBeInTheDocument();
    expect(log.all.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('against a server without the export history the panel says so once, quietly, and still offers the export', ROUTE_TEST, async () => {
    server.use(failWith('get', 'v1/sepa/export/tips/:storeId/history', 404, 'Not found'));
    renderRoute('/finance/tips', { as: 'manager' });
    expect(
      await screen.findByText(
        'The export history is not available on this server: earlier files cannot be downloaded again here.',
        undefined,
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/export history is not available/)).toHaveLength(1);
    expect(screen.queryByRole('table', { name: 'SEPA exports' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export SEPA file' })).toBeInTheDocument();
  });
});

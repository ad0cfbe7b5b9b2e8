import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { specOnly } from '@mocks/scenarios';
import { addDays } from '@/lib/format';
import { todayInZone } from '@/lib/storeTime';
import { renderRoute } from '@/test/render';
import { logRequests } from '@/test/requestLog';

const puts = (log: ReturnType<typeof logRequests>) => log.all.filter((r) => r.method === 'PUT' && r.path === 'v1/sales/store/store-1');

async function openImport() {
  const view = renderRoute('/sales', { as: 'owner' });
  await screen.findByRole('heading', { level: 1, name: 'Sales' }, { timeout: 15_000 });
  return view;
}

function choose(text: string) {
  fireEvent.change(screen.getByLabelText('CSV file of day totals'), {
    target: { files: [new File([text], 'z-report.csv', { type: 'text/csv' })] },
  });
}

describe('the sales page', () => {
  it('lists till totals and projections of the range, and the store target', async () => {
    await openImport();
    const table = await screen.findByRole('table', { name: 'Sales per day' }, { timeout: 15_000 });
    // Days from today on have no till total in the seed: the server projects them.
    expect(within(table).getAllByText('Projected').length).toBe(14);
    expect(within(table).getAllByText('Till total').length).toBe(27);
    expect(await screen.findByLabelText('Target labour cost (% of net sales)')).toHaveValue('30');
  }, 30_000);

  it('saves a typed day, and refuses gross below net at the field without sending', async () => {
    const log = logRequests(server);
    const { user } = await openImport();
    // The form offers yesterday in the store's time zone (Berlin): at 23:30 UTC on 31 December that is 31 December.
    const day = addDays(todayInZone('Europe/Berlin'), -1);
    await user.type(await screen.findByLabelText('Net sales (EUR)'), '1000');
    await user.type(screen.getByLabelText('Gross sales (EUR)'), '900');
    await user.click(screen.getByRole('button', { name: 'Save day' }));
    expect(await screen.findByText('Gross must not be less than net.')).toBeVisible();
    expect(puts(log)).toEqual([]);
    await user.clear(screen.getByLabelText('Gross sales (EUR)'));
    await user.type(screen.getByLabelText('Gross sales (EUR)'), '1190,5');
    await user.click(screen.getByRole('button', { name: 'Save day' }));
    await waitFor(() => expect(puts(log).map((r) => r.body)).toEqual([{ days: [{ date: day, net: 1000, gross: 1190.5 }] }]));
  }, 30_000);

  it('refuses a file with a broken row by naming the row, and saves nothing', async () => {
    const log = logRequests(server);
    const { user } = await openImport();
    choose('Datum;Netto;Brutto\n02.11.2026;100,00;119,00\n31.02.2026;100,00;119,00\n');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('1 row is wrong: nothing is saved.');
    expect(alert).toHaveTextContent('Row 3: "31.02.2026" is not a date in the chosen format.');
    const save = screen.getByRole('button', { name: 'Save 1 day' });
    expect(save).toBeDisabled();
    await user.click(save);
    expect(puts(log)).toEqual([]);
  }, 30_000);

  it('imports a German file once its preview is right, every day in one call', async () => {
    const log = logRequests(server);
    const { user } = await openImport();
    choose('Datum;Netto;Brutto\n02.11.2026;1.234,50;1.420,18\n03.11.2026;987,10;1.135,17\n');
    expect(await screen.findByText('2 days are ready to save.', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByLabelText('Decimal mark')).toHaveValue(',');
    const save = screen.getByRole('button', { name: 'Save 2 days' });
    await user.dblClick(save);
    await waitFor(() =>
      expect(puts(log).map((r) => r.body)).toEqual([
        {
          days: [
            { date: '2026-11-02', net: 1234.5, gross: 1420.18 },
            { date: '2026-11-03', net: 987.1, gross: 1135.17 },
          ],
        },
      ]),
    );
  }, 30_000);

  it('says once that a spec-only server keeps no sales', async () => {
    server.use(specOnly());
    await openImport();
    expect(await screen.findByText('This server does not keep sales.', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByLabelText('CSV file of day totals')).toBeNull();
  }, 30_000);
});

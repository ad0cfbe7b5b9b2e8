import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { invoices } from '@mocks/db/invoices';
import { makeStore } from '@/app/store';
import { PATHS } from './paths';
import { signedInState } from '@/test/render';
import { useInvoiceResults } from './search';

function search(query: string) {
  const store = makeStore(signedInState('manager', 'store-1'));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useInvoiceResults(query, 'store-1'), { wrapper }).result;
}

const firstOfStore = () => {
  const invoice = invoices.where((i) => i.storeId === 'store-1' && i.invoiceNumber !== '')[0];
  if (!invoice) throw new Error('no seeded invoice in store-1');
  return invoice;
};

describe('quick search: invoices', () => {
  it('finds an invoice by its number, ignoring case', async () => {
    const invoice = firstOfStore();
    const result = search(invoice.invoiceNumber.toLowerCase());
    await waitFor(() => expect(result.current.results.map((r) => r.id)).toContain(invoice.id));
    expect(result.current.results.find((r) => r.id === invoice.id)).toMatchObject({
      label: invoice.invoiceNumber,
      to: PATHS.invoice(invoice.id),
    });
  });

  it('ignores diacritics ("muller" finds "MÜLLER-…")', async () => {
    const invoice = firstOfStore();
    invoices.update(invoice.id, { invoiceNumber: 'MÜLLER-2025-0042' });
    for (const query of ['muller-2025', 'Müller', '0042']) {
      const result = search(query);
      await waitFor(() => expect(result.current.results.map((r) => r.label)).toEqual(['MÜLLER-2025-0042']));
    }
  });

  it('finds nothing for one character or a number that is not there', async () => {
    expect(search('r').current.results).toEqual([]);
    const none = search('no-such-number');
    await waitFor(() => expect(none.current.isFetching).toBe(false));
    expect(none.current.results).toEqual([]);
  });
});

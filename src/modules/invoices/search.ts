import type { SearchResult } from '@/lib/appModule';
import { PATHS } from './paths';
import { formatDate } from '@/lib/format';
import { normalise } from '@/lib/normalise';
import { storeSearchArg, storeSearchResults } from '@/lib/storeSearch';
import { useCan } from '@/session/useCan';
import { useGetInvoicesQuery } from './api';
import { INVOICE_STATUS_LABELS } from './invoiceStatus';

/** Quick search over the current store's invoices by number (the store's cached list, like the list page's). */
export function useInvoiceResults(query: string, storeId: string | null): { results: SearchResult[]; isFetching: boolean } {
  const q = normalise(query.trim());
  const canOpen = useCan('orders.read');
  const { data, isFetching } = useGetInvoicesQuery(storeSearchArg(q, storeId));
  const results = storeSearchResults(
    q,
    data,
    (i) => normalise(i.invoiceNumber).includes(q),
    (i) => ({
      id: i.id,
      label: i.invoiceNumber,
      description: [INVOICE_STATUS_LABELS[i.status], formatDate(i.invoiceDate)].filter(Boolean).join(' · '),
      to: canOpen ? PATHS.invoice(i.id) : PATHS.invoices,
    }),
  );
  return { results, isFetching };
}

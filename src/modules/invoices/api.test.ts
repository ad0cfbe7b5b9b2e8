import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { clockNow } from '@/test/clock';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/http';
import { makeStore } from '@/app/store';
import { signedInState } from '@/test/render';
import { suppliers } from '@mocks/db/catalog';
import { invoicesApi } from './api';
import { dueDateFrom } from './invoiceForm';
import { MOVE_MESSAGES } from './invoiceStatus';
import type { InvoiceInput } from './types';

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  contentType: string | null;
  body: unknown;
  form?: { field: string; name: string; type: string }[];
}

function record(): Seen[] {
  const seen: Seen[] = [];
  const resolver = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const contentType = request.headers.get('Content-Type');
    const entry: Seen = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      contentType,
      body: undefined,
    };
    if (contentType?.startsWith('multipart/form-data')) {
      const form = await request.clone().formData();
      entry.form = [...form.entries()].map(([field, value]) =>
        typeof value === 'string' ? { field, name: value, type: 'text' } : { field, name: value.name, type: value.type },
      );
    } else if (request.method !== 'GET' && request.method !== 'DELETE') {
      const text = await request.clone().text();
      entry.body = text ? (JSON.parse(text) as unknown) : undefined;
    }
    seen.push(entry);
    return undefined;
  };
  server.use(http.all(apiPath('v1/invoice'), resolver), http.all(apiPath('v1/invoice/*'), resolver));
  return seen;
}

const pdf = () => new File([new TextEncoder().encode('%PDF-1.4\n%test\n')], 'bill.pdf', { type: 'application/pdf' });

const input: InvoiceInput = {
  storeId: 'store-1',
  supplierId: 'sup-001',
  orderId: null,
  documentType: 'invoice',
  invoiceNumber: 'RE-TEST-1',
  invoiceDate: '2025-02-10',
  dueDate: '2025-02-24',
  net: 100,
  vat: 7,
  gross: 107,
  currency: 'EUR',
  notes: '',
};

describe('invoices api: request shapes', () => {
  it('lists a store with only the filters that are set', async () => {
    const store = makeStore(signedInState('manager'));
    const seen = record();
    const all = await store.dispatch(invoicesApi.endpoints.getInvoices.initiate({ storeId: 'store-1' }));
    expect(all.data?.length).toBeGreaterThanOrEqual(25);
    const some = await store.dispatch(
      invoicesApi.endpoints.getInvoices.initiate({
        storeId: 'store-1',
        startDate: '2025-01-01',
        endDate: '2099-12-31',
        status: 'approved',
        supplierId: '',
      }),
    );
    expect(some.data?.every((i) => i.status === 'approved')).toBe(true);
    expect(seen.map((s) => [s.method, s.path, s.query])).toEqual([
      ['GET', '/api/v1/invoice/store/store-1', {}],
      ['GET', '/api/v1/invoice/store/store-1', { startDate: '2025-01-01', endDate: '2099-12-31', status: 'approved' }],
    ]);
  });

  it('uploads as multipart with the field "file" (Content-Type with boundary set by the browser) and creates an uploaded invoice', async () => {
    const store = makeStore(signedInState('manager'));
    const seen = record();
    const result = await store.dispatch(invoicesApi.endpoints.uploadInvoice.initiate({ storeId: 'store-1', file: pdf() }));
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/v1/invoice/store/store-1/upload' });
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    // One part, named `file`. (jsdom's File loses its file name on the way into Node's fetch;
    // browsers send it — the Playwright flow checks the name.)
    expect(seen[0]?.form).toEqual([{ field: 'file', name: expect.any(String) as string, type: 'application/pdf' }]);
    expect(result.data).toMatchObject({ status: 'uploaded', paymentStatus: 'unpaid', storeId: 'store-1' });
    expect(result.data?.files[0]).toMatchObject({ mimeType: 'application/pdf' });
  });

  it('the server refuses another field name and a file whose bytes are not its type', async () => {
    const store = makeStore(signedInState('manager'));
    const headers = { Authorization: `Bearer ${store.getState().auth.accessToken}` };
    const wrongField = new FormData();
    wrongField.append('document', pdf());
    const a = await fetch(apiPath('v1/invoice/store/store-1/upload'), { method: 'POST', body: wrongField, headers });
    expect(a.status).toBe(400);
    const fake = new FormData();
    fake.append('file', new File(['hello'], 'fake.pdf', { type: 'application/pdf' }));
    const b = await fetch(apiPath('v1/invoice/store/store-1/upload'), { method: 'POST', body: fake, headers });
    expect(b.status).toBe(415);
    const text = new FormData();
    text.append('file', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const c = await fetch(apiPath('v1/invoice/store/store-1/upload'), { method: 'POST', body: text, headers });
    expect(c.status).toBe(415);
  });

  it('creates, gets, updates, moves status {status}, payment {paymentStatus}, deletes', async () => {
    const store = makeStore(signedInState('manager'));
    const seen = record();
    const created = await store.dispatch(invoicesApi.endpoints.createInvoice.initiate(input));
    const id = created.data?.id ?? '';
    const got = store.dispatch(invoicesApi.endpoints.getInvoice.initiate(id));
    await got;
    got.unsubscribe();
    expect(created.data?.version).toBe(1);
    // An update sends the version it read (issue #41); the answer carries the raised one.
    const updated = await store.dispatch(
      invoicesApi.endpoints.updateInvoice.initiate({ id, invoice: { ...input, notes: 'checked', version: 1 } }),
    );
    expect(updated.data).toMatchObject({ notes: 'checked', version: 2 });
    const approved = await store.dispatch(invoicesApi.endpoints.updateInvoiceStatus.initiate({ id, status: 'approved' }));
    const scheduled = await store.dispatch(invoicesApi.endpoints.updateInvoicePaymentStatus.initiate({ id, paymentStatus: 'scheduled' }));
    expect(approved.data?.status).toBe('approved');
    expect(scheduled.data).toMatchObject({ status: 'approved', paymentStatus: 'scheduled' });
    const reopened = await store.dispatch(
      invoicesApi.endpoints.updateInvoiceStatus.initiate({ id, status: 'needs_review', reason: ' Wrong VAT ' }),
    );
    expect(reopened.data?.status).toBe('needs_review');
    await store.dispatch(invoicesApi.endpoints.updateInvoiceStatus.initiate({ id, status: 'cancelled' }));
    const deleted = await store.dispatch(invoicesApi.endpoints.deleteInvoice.initiate({ id, storeId: 'store-1' }));
    expect(deleted.error).toBeUndefined();
    expect(seen.map((s) => [s.method, s.path, s.body])).toEqual([
      ['POST', '/api/v1/invoice', input],
      ['GET', `/api/v1/invoice/${id}`, undefined],
      ['PUT', `/api/v1/invoice/${id}`, { ...input, notes: 'checked', version: 1 }],
      ['PATCH', `/api/v1/invoice/invoices/${id}/status`, { status: 'approved' }],
      ['PATCH', `/api/v1/invoice/invoices/${id}/payment-status`, { paymentStatus: 'scheduled' }],
      ['PATCH', `/api/v1/invoice/invoices/${id}/status`, { status: 'needs_review', reason: 'Wrong VAT' }],
      ['PATCH', `/api/v1/invoice/invoices/${id}/status`, { status: 'cancelled' }],
      ['DELETE', `/api/v1/invoice/invoices/${id}`, undefined],
    ]);
  });

  it('no lost update (issue #41): an update without version is refused (422), a stale one answers 409 with the current invoice, a move raises it', async () => {
    const store = makeStore(signedInState('manager'));
    const created = await store.dispatch(invoicesApi.endpoints.createInvoice.initiate({ ...input, invoiceNumber: 'RE-VERSION-1' }));
    const id = created.data?.id ?? '';
    const body = { ...input, invoiceNumber: 'RE-VERSION-1' };
    const none = await store.dispatch(invoicesApi.endpoints.updateInvoice.initiate({ id, invoice: { ...body, notes: 'no version' } }));
    expect(none.error).toMatchObject({ status: 422 });
    const first = await store.dispatch(
      invoicesApi.endpoints.updateInvoice.initiate({ id, invoice: { ...body, notes: 'first', version: 1 } }),
    );
    expect(first.data?.version).toBe(2);
    // The second tab still holds version 1.
    const stale = await store.dispatch(
      invoicesApi.endpoints.updateInvoice.initiate({ id, invoice: { ...body, notes: 'second', version: 1 } }),
    );
    expect(stale.error).toMatchObject({ status: 409, data: { current: { id, notes: 'first', version: 2 } } });
    const rejected = await store.dispatch(
      invoicesApi.endpoints.updateInvoiceStatus.initiate({ id, status: 'rejected', rejectionReason: 'other' }),
    );
    expect(rejected.data?.version).toBe(3);
    const late = await store.dispatch(
      invoicesApi.endpoints.updateInvoice.initiate({ id, invoice: { ...body, notes: 'late', version: 2 } }),
    );
    expect(late.error).toMatchObject({ status: 409, data: { current: { status: 'rejected', version: 3 } } });
  });

  it('rejecting sends the reason with the status', async () => {
    const store = makeStore(signedInState('manager'));
    const created = await store.dispatch(invoicesApi.endpoints.createInvoice.initiate(input));
    const seen = record();
    const result = await store.dispatch(
      invoicesApi.endpoints.updateInvoiceStatus.initiate({ id: created.data?.id ?? '', status: 'rejected', rejectionReason: 'duplicate' }),
    );
    expect(seen[0]?.body).toEqual({ status: 'rejected', rejectionReason: 'duplicate' });
    expect(result.data).toMatchObject({ status: 'rejected', rejectionReason: 'duplicate' });
  });

  it('the mock holds the status × payment table, locks approved invoices and records who and when', async () => {
    const store = makeStore(signedInState('manager'));
    const created = await store.dispatch(invoicesApi.endpoints.createInvoice.initiate({ ...input, invoiceNumber: 'RE-TABLE-1' }));
    const id = created.data?.id ?? '';
    const early = await store.dispatch(invoicesApi.endpoints.updateInvoicePaymentStatus.initiate({ id, paymentStatus: 'paid' }));
    expect(early.error).toMatchObject({ status: 422, data: { message: MOVE_MESSAGES.payBeforeApproval } });
    const bogus = await fetch(apiPath(`v1/invoice/invoices/${id}/payment-status`), {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${store.getState().auth.accessToken ?? ''}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ paymentStatus: 'bogus' }),
    });
    expect(bogus.status).toBe(422);
    expect(await bogus.json()).toMatchObject({ fieldErrors: { paymentStatus: 'Unknown payment status.' } });

    await store.dispatch(invoicesApi.endpoints.updateInvoiceStatus.initiate({ id, status: 'approved' }));
    const edit = await store.dispatch(
      invoicesApi.endpoints.updateInvoice.initiate({ id, invoice: { ...input, invoiceNumber: 'RE-TABLE-1', notes: 'x' } }),
    );
    expect(edit.error).toMatchObject({ status: 409, data: { message: MOVE_MESSAGES.locked } });
    const remove = await store.dispatch(invoicesApi.endpoints.deleteInvoice.initiate({ id, storeId: 'store-1' }));
    expect(remove.error).toMatchObject({ status: 409 });
    const noReason = await store.dispatch(invoicesApi.endpoints.updateInvoiceStatus.initiate({ id, status: 'needs_review' }));
    expect(noReason.error).toMatchObject({ status: 422, data: { fieldErrors: { reason: MOVE_MESSAGES.reopenReason } } });
    const paid = await store.dispatch(invoicesApi.endpoints.updateInvoicePaymentStatus.initiate({ id, paymentStatus: 'paid' }));
    const reopen = await store.dispatch(
      invoicesApi.endpoints.updateInvoiceStatus.initiate({ id, status: 'needs_review', reason: 'Wrong VAT' }),
    );
    expect(reopen.error).toMatchObject({ status: 409, data: { message: MOVE_MESSAGES.moneyMoved } });

    const history = paid.data?.history ?? [];
    expect(history.map((h) => [h.kind, h.from, h.to, h.userId, h.userName])).toEqual([
      ['status', null, 'needs_review', 'user-manager', 'Marco Manager'],
      ['status', 'needs_review', 'approved', 'user-manager', 'Marco Manager'],
      ['payment', 'unpaid', 'paid', 'user-manager', 'Marco Manager'],
    ]);
    expect(history.every((h) => Math.abs(Date.parse(h.at) - clockNow()) < 60_000)).toBe(true);
  });

  it('fills a missing due date from the supplier payment terms', async () => {
    const store = makeStore(signedInState('manager'));
    const supplier = suppliers.get('sup-001');
    const created = await store.dispatch(
      invoicesApi.endpoints.createInvoice.initiate({ ...input, invoiceNumber: 'RE-TERMS-1', invoiceDate: '2025-02-10', dueDate: '' }),
    );
    expect(created.data?.dueDate).toBe(dueDateFrom('2025-02-10', supplier?.paymentTermsDays));
    expect(created.data?.dueDate).not.toBe('');
  });
});

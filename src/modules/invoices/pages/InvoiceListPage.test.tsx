import { http } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/http';
import { renderRoute } from '@/test/render';

describe('invoice list page', () => {
  it('refuses a wrong file type with a message and sends nothing', async () => {
    const uploads: string[] = [];
    server.use(
      http.post(apiPath('v1/invoice/store/:storeId/upload'), ({ request }) => {
        uploads.push(request.url);
        return undefined;
      }),
    );
    renderRoute('/invoices', { as: 'manager' });
    await screen.findByRole('heading', { level: 1, name: 'Invoices' }, { timeout: 15000 });
    const input = await screen.findByLabelText('Invoice files');
    // Not user.upload: it applies the picker's `accept` filter, while a drop or a picker set to
    // "All files" can still hand over any type.
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    const uploadsList = await screen.findByRole('list', { name: 'Uploads' });
    // The file's first bytes are read before the verdict: the list shows up before its message.
    expect(await within(uploadsList).findByRole('alert')).toHaveTextContent(
      'Not uploaded: “notes.txt” is not a PDF, PNG or JPEG file. Only these types can be uploaded.',
    );
    expect(uploads).toEqual([]);
  }, 30000);

  it('keeps the status filter in the URL and shows only matching invoices with both badges', async () => {
    const { user, location } = renderRoute('/invoices', { as: 'manager' });
    await screen.findByRole('table', { name: 'Invoices' }, { timeout: 15000 });
    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    expect(location().search).toContain('status=approved');
    // The unfiltered rows stay up while the filtered list is fetched ("· updating…"): the
    // assertions wait for the filtered answer instead of reading the table right after the change.
    await waitFor(() => expect(screen.queryByText(/updating…/)).not.toBeInTheDocument());
    await waitFor(() => {
      const table = screen.getByRole('table', { name: 'Invoices' });
      const rows = within(table).getAllByRole('row').slice(1, -1);
      expect(rows.length).toBe(5);
      for (const row of rows) expect(within(row).getByText('Approved')).toBeInTheDocument();
      expect(within(table).getByText('Paid')).toBeInTheDocument();
    });
  }, 30000);
});

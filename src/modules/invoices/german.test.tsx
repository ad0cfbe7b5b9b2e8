import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/app/catalogs';
import { activate } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import { PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

// The next test file expects English.
afterEach(() => activate('en'));

describe('invoices in German', () => {
  it('lists invoices in German: headings, filters, status badges, amounts in euros with a decimal comma, upload refusals', async () => {
    await switchLanguage('de');
    const { user } = renderRoute('/invoices', { as: 'manager', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rechnungen' }, { timeout: 15000 })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Rechnungen' }, { timeout: 15000 });
    expect(within(table).getByRole('columnheader', { name: /Rechnungsnummer/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    await waitFor(() => expect(screen.queryByText(/wird aktualisiert/)).not.toBeInTheDocument());
    await waitFor(() => {
      const rows = within(screen.getByRole('table', { name: 'Rechnungen' }))
        .getAllByRole('row')
        .slice(1, -1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(within(row).getByText('Genehmigt')).toBeInTheDocument();
    });
    // Money in German: "1.234,56 €" (decimal comma, the sign after the amount), one amount on each approved invoice.
    for (const row of within(screen.getByRole('table', { name: 'Rechnungen' }))
      .getAllByRole('row')
      .slice(1, -1)) {
      expect(within(row).getByText(/^-?[\d.]+,\d{2}\s€$/)).toBeInTheDocument();
    }

    fireEvent.change(screen.getByLabelText('Rechnungsdateien'), {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    expect(await within(uploads).findByRole('alert')).toHaveTextContent(
      'Nicht hochgeladen: „notes.txt“ ist keine PDF-, PNG- oder JPEG-Datei. Nur diese Dateitypen können hochgeladen werden.',
    );
  }, 30000);

  it("renames the list's column headers when the language changes on the page", ROUTE_TEST, async () => {
    renderRoute('/invoices', { as: 'manager' });
    expect(await screen.findByRole('columnheader', { name: /^Due date/ }, PAGE_LOAD)).toBeInTheDocument();
    await act(() => switchLanguage('de'));
    expect(await screen.findByRole('columnheader', { name: /^Fälligkeitsdatum/ }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /^Due date/ })).not.toBeInTheDocument();
  });
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/app/catalogs';
import { formatNumber } from '@/lib/format';
import { activate, i18n } from '@/lib/i18n/i18n';
import { ConfirmDialog } from './ConfirmDialog';
import { DataTable, type Column } from './DataTable';
import { DateRangeCard } from './DateRange';
import { WeekdayPicker } from './form/fields';
import { QueryState } from './QueryState';

afterEach(() => {
  activate('en');
  vi.restoreAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <MemoryRouter>{children}</MemoryRouter>
  </I18nProvider>
);

interface Row {
  id: string;
  amount: number;
}
// The page's own texts are its own: the table formats the cells and draws its pager.
const COLUMNS: Column<Row>[] = [{ key: 'amount', header: 'Amount', cell: (r) => formatNumber(r.amount), align: 'end' }];
const ROWS: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: `r${i}`, amount: 1234.5 + i }));

function Days() {
  const form = useForm({ defaultValues: { days: [1] } });
  return (
    <FormProvider {...form}>
      <WeekdayPicker name="days" label="Days" />
    </FormProvider>
  );
}

describe('the shared components in German', () => {
  it('re-renders a table in German when the language switches: numbers and pager, without a reload', async () => {
    render(<DataTable caption="Amounts" rows={ROWS} columns={COLUMNS} paging={{ page: 1, size: 5, label: 'Pages', onPage: () => {} }} />, {
      wrapper,
    });
    expect(screen.getByRole('cell', { name: '1,234.5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();

    await act(() => switchLanguage('de'));
    expect(screen.getByRole('cell', { name: '1.234,5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeInTheDocument();
    // react-bootstrap's own English ("Previous", "Next", "(current)") is not drawn, not even visually hidden.
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Vorherige Seite');
    expect(pager).not.toHaveTextContent(/Previous|Next|current/);

    await act(() => switchLanguage('en'));
    expect(screen.getByRole('cell', { name: '1,234.5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('says loading, failure, retry and empty in German', async () => {
    await switchLanguage('de');
    const retry = vi.fn();
    const { rerender } = render(
      <QueryState isLoading errorMessage="x">
        rows
      </QueryState>,
      { wrapper },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    rerender(
      <QueryState error={{ message: 'Fehler beim Laden' }} errorMessage="Fehler" onRetry={retry}>
        rows
      </QueryState>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(retry).toHaveBeenCalled();
    rerender(
      <QueryState isEmpty errorMessage="x">
        rows
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Hier ist noch nichts.');
  });

  it('asks with a German cancel button and a German date range', async () => {
    await switchLanguage('de');
    render(<ConfirmDialog show title="Löschen?" body="Sicher?" confirmLabel="Löschen" onConfirm={() => {}} onCancel={() => {}} />, {
      wrapper,
    });
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    render(<DateRangeCard idPrefix="r" range={{ startDate: '2026-11-01', endDate: '2026-11-30', setRange: () => {} }} />, { wrapper });
    const range = screen.getByRole('form', { name: 'Zeitraum' });
    expect(within(range).getByLabelText('Von')).toHaveValue('2026-11-01');
    expect(within(range).getByLabelText('Bis')).toHaveValue('2026-11-30');
  });

  it('draws the week from the first day of the region: Monday in Germany, Sunday in the US', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    await switchLanguage('de');
    const { unmount } = render(<Days />, { wrapper });
    const german = within(screen.getByRole('group', { name: 'Days' })).getAllByRole('checkbox');
    const week = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
    week.forEach((day, i) => expect(german[i]).toHaveAccessibleName(day));
    expect(screen.getByRole('checkbox', { name: 'Montag' })).toBeChecked();
    unmount();

    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    await switchLanguage('en');
    render(<Days />, { wrapper });
    const english = within(screen.getByRole('group', { name: 'Days' })).getAllByRole('checkbox');
    expect(english[0]).toHaveAccessibleName('Sunday');
    expect(english[1]).toHaveAccessibleName('Monday');
  });
});

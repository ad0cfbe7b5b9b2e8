import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Column } from '@/components/DataTable';
import { FilterBar, SelectFilter } from './Filters';
import { ListTable, type ListTableView, type ListTexts } from './ListTable';
import { allQueries } from './queryStates';
import { i18n } from '@/lib/i18n/i18n';

interface Row {
  id: string;
  name: string;
}
const COLUMNS: Column<Row>[] = [{ key: 'name', header: 'Name', sortValue: (r) => r.name, cell: (r) => r.name }];
const TEXTS: ListTexts = {
  caption: 'Things',
  error: 'Could not load the things.',
  empty: 'No things yet.',
  noMatch: 'No things match.',
  pages: 'Thing pages',
};
const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `t${i}`, name: `Thing ${String(i).padStart(2, '0')}` }));
const done = { isLoading: false, refetch: () => undefined };

function view(patch: Partial<ListTableView> = {}): ListTableView {
  return {
    tableSort: { sort: { key: 'name', direction: 'asc' }, onSortChange: vi.fn() },
    page: 1,
    setPage: vi.fn(),
    filtered: false,
    ...patch,
  };
}

const show = (ui: ReactNode) =>
  render(<MemoryRouter>{ui}</MemoryRouter>, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

describe('ListTable', () => {
  it('says "empty" without records and "no match" when the view filters them all out', () => {
    const { rerender } = show(<ListTable view={view()} query={done} texts={TEXTS} rows={[]} columns={COLUMNS} />);
    expect(screen.getByRole('status')).toHaveTextContent('No things yet.');
    rerender(
      <MemoryRouter>
        <ListTable view={view({ filtered: true })} query={done} texts={TEXTS} rows={[]} columns={COLUMNS} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No things match.');
  });

  it('shows the failure with its message and a retry of the query', async () => {
    const refetch = vi.fn();
    show(
      <ListTable
        view={view()}
        query={{ isLoading: false, error: { kind: 'http' as const, status: 500 }, refetch }}
        texts={TEXTS}
        rows={[]}
        columns={COLUMNS}
      />,
    );
    expect(screen.getByText(/Could not load the things/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('sorts and pages by the view, and shows its filter bar above the table', async () => {
    const v = view({ page: 2 });
    show(
      <ListTable view={v} query={done} texts={TEXTS} rows={rowsOf(30)} columns={COLUMNS} pageSize={25}>
        <FilterBar label="Filter things">
          <SelectFilter label="Kind" anyLabel="All kinds" options={[{ value: 'a', label: 'A' }]} value="" onChange={vi.fn()} />
        </FilterBar>
      </ListTable>,
    );
    expect(screen.getByRole('form', { name: 'Filter things' })).toBeInTheDocument();
    expect(screen.getByLabelText('Kind')).toHaveDisplayValue('All kinds');
    expect(screen.getByRole('table', { name: 'Things' })).toBeInTheDocument();
    // Page 2 of 25 rows: the last five, in the view's sort.
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Thing 25', 'Thing 26', 'Thing 27', 'Thing 28', 'Thing 29']);
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(v.tableSort.onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'desc' });
    await userEvent.click(screen.getByLabelText('Page 1'));
    expect(v.setPage).toHaveBeenCalledWith(1);
    expect(screen.getByRole('navigation', { name: 'Thing pages' })).toBeInTheDocument();
  });
});

describe('allQueries', () => {
  it('loads while any loads, fails with the first failure and its message, retries them all', () => {
    const a = { isLoading: false, refetch: vi.fn() };
    const b = { isLoading: true, error: undefined, refetch: vi.fn() };
    const c = { isLoading: false, error: { kind: 'http' as const, status: 500 }, refetch: vi.fn() };
    expect(allQueries([a, 'A failed'], [b, 'B failed']).isLoading).toBe(true);
    const state = allQueries([a, 'A failed'], [b, 'B failed'], [c, 'C failed']);
    expect(state.error).toEqual({ kind: 'http', status: 500 });
    expect(state.errorMessage).toBe('C failed');
    state.onRetry();
    expect([a, b, c].map((q) => q.refetch.mock.calls.length)).toEqual([1, 1, 1]);
    expect(allQueries([a, 'A failed']).error).toBeUndefined();
  });
});

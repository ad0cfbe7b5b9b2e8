import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { getErrorMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { rowActions } from '@/components/list/RowActions';
import { sortRows } from '@/components/DataTable';
import { FilterBar, FilterCount, SearchFilter, SelectFilter } from '@/components/list/Filters';
import { ListActions } from '@/components/list/ListActions';
import { ListTable, type ListTableProps, type ListTexts } from '@/components/list/ListTable';
import { useListView } from '@/components/list/useListView';
import { PageHeader } from '@/components/PageHeader';
import { SUPPLIER_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { currentCsvFormat, downloadCsvText, toLocaleCsv } from '@/lib/download';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useCan } from '@/session/useCan';
import { useDeleteSupplierMutation, useGetSuppliersQuery, useSearchSuppliersQuery } from '../api';
import { supplierCsvColumns, useSupplierColumns } from '../components/supplierColumns';
import { supplierStatusOptions } from '../labels';
import type { Supplier } from '../types';
import { SUPPLIER_LIST_VIEW } from '../urlState';

/** A row's height in px with its badge and row actions (the virtual list's estimate). */
const ROW_HEIGHT = 49;

export function SupplierListPage() {
  const { t } = useLingui();
  const view = useListView(SUPPLIER_LIST_VIEW);
  const columns = useSupplierColumns();
  const texts: ListTexts = {
    caption: t`Suppliers`,
    error: SUPPLIER_MESSAGES.fetch,
    empty: t`No suppliers yet.`,
    noMatch: t`No suppliers match your search.`,
  };
  const canWrite = useCan('suppliers.write');

  const q = view.q;
  const all = useGetSuppliersQuery(undefined, { skip: q !== '' });
  const search = useSearchSuppliersQuery(q, { skip: q === '' });
  const query = q ? search : all;
  const status = view.filters.status;
  const rows = useMemo(() => (query.data ?? []).filter((s) => !status || s.status === status), [query.data, status]);

  const [toDelete, setToDelete] = useState<Supplier | null>(null);
  const [deleteSupplier, deleting] = useDeleteSupplierMutation();
  // One send at a time, also for clicks in the same task (src/lib/useSubmitGuard.ts).
  const guard = useSubmitGuard();

  const exportCsv = () => {
    const format = currentCsvFormat();
    downloadCsvText('suppliers.csv', toLocaleCsv(sortRows(rows, columns, view.sort), supplierCsvColumns(format), format));
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteSupplier(toDelete.id);
    if ('error' in result) notify.error(getErrorMessage(result.error));
    else {
      const supplierName = toDelete.name;
      notify.success(t`Supplier “${supplierName}” deleted`);
    }
    setToDelete(null);
  };

  const actions = rowActions<Supplier>(
    canWrite,
    (s) => s.name,
    (s) => {
      const name = s.name;
      return [
        { label: t`Edit`, ariaLabel: t`Edit ${name}`, to: PATHS.supplier(s.id) },
        { label: t`Delete`, ariaLabel: t`Delete ${name}`, onClick: () => setToDelete(s) },
      ];
    },
  );

  // The table's props in one value (src/components/list/README.md); the filter bar is its children.
  // Virtual rows: at 5,000 suppliers only the rows in view are in the DOM (issue #29 item 8).
  const table: ListTableProps<Supplier> = { view, query, texts, rows, columns, actions, virtual: { rowHeight: ROW_HEIGHT } };
  const supplierName = toDelete?.name;
  const count = rows.length;
  return (
    <>
      <PageHeader
        title={t`Suppliers`}
        actions={
          <ListActions
            onExport={exportCsv}
            exportDisabled={rows.length === 0}
            newTo={PATHS.supplierNew}
            newLabel={t`New supplier`}
            permission={'suppliers.write'}
          />
        }
      />
      <ListTable {...table}>
        <FilterBar label={t`Filter suppliers`} search>
          <SearchFilter
            label={t`Search suppliers`}
            className="col-sm-7 col-lg-5"
            placeholder={t`Name, contact, email, city…`}
            {...view.search}
          />
          <SelectFilter
            label={t`Status`}
            className="col-sm-5 col-lg-3"
            anyLabel={t`All statuses`}
            options={supplierStatusOptions()}
            {...view.filter('status')}
          />
          <FilterCount className="col-lg-4 d-flex align-items-end justify-content-lg-end" busy={query.isFetching}>
            {query.isSuccess && plural(count, { one: '# supplier', other: '# suppliers' })}
          </FilterCount>
        </FilterBar>
      </ListTable>
      <ConfirmDialog
        show={toDelete !== null}
        title={t`Delete supplier`}
        body={
          <p className="mb-0">
            <Trans>Delete “{supplierName}”? This cannot be undone.</Trans>
          </p>
        }
        confirmLabel={t`Delete`}
        busy={deleting.isLoading}
        onConfirm={guard(confirmDelete)}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

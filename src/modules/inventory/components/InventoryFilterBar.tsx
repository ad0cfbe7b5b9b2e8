import { Trans, useLingui } from '@lingui/react/macro';
import { CheckFilter, FilterBar, SearchFilter, SelectFilter, type FilterOption } from '@/components/list/Filters';
import type { ListViewControls } from '@/components/list/useListView';
import { STOCK_STATE_LABELS } from '../stockLevels';
import { STOCK_STATES } from '../types';

export type InventoryListFilters = { category: string; storageArea: string; supplierId: string; state: string; active: string };

/** The inventory list's search and filters, kept in the URL by the list view. */
export function InventoryFilterBar({
  view,
  options,
}: {
  view: ListViewControls<InventoryListFilters>;
  options: { categories: FilterOption[]; areas: FilterOption[]; suppliers: FilterOption[] };
}) {
  const { t } = useLingui();
  const { filters } = view;
  const stateOptions = STOCK_STATES.map((s) => ({ value: s, label: STOCK_STATE_LABELS[s] }));
  return (
    <FilterBar label={t`Filter inventory`} search>
      <SearchFilter label={t`Search items`} className="col-12 col-md-4 col-xl-3" placeholder={t`Name, category, area…`} {...view.search} />
      <SelectFilter
        label={t`Category`}
        className="col-6 col-md-4 col-xl-2"
        anyLabel={t`All categories`}
        options={options.categories}
        value={filters.category}
        onChange={(category) => view.setFilters({ category })}
      />
      <SelectFilter
        label={t`Storage area`}
        className="col-6 col-md-4 col-xl-2"
        anyLabel={t`All areas`}
        options={options.areas}
        value={filters.storageArea}
        onChange={(storageArea) => view.setFilters({ storageArea })}
      />
      <SelectFilter
        label={t`Supplier`}
        className="col-6 col-md-4 col-xl-2"
        anyLabel={t`All suppliers`}
        options={options.suppliers}
        value={filters.supplierId}
        onChange={(supplierId) => view.setFilters({ supplierId })}
      />
      <SelectFilter
        label={t`State`}
        className="col-6 col-md-4 col-xl-1"
        anyLabel={t`All`}
        options={stateOptions}
        value={filters.state}
        onChange={(state) => view.setFilters({ state })}
      />
      <div className="col-12 col-md-4 col-xl-2 d-flex flex-column gap-1">
        <CheckFilter type="switch" label={t`Active items only`} value={filters.active} onChange={(active) => view.setFilters({ active })} />
        {view.filtered && (
          <button type="button" className="btn btn-link btn-sm p-0 text-start" onClick={view.clear}>
            <Trans>Clear filters</Trans>
          </button>
        )}
      </div>
    </FilterBar>
  );
}

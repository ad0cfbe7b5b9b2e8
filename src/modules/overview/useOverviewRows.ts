import { useCallback, useMemo, useState } from 'react';
import type { StoreEntry } from '@/session/types';
import { totalRow, type RowCells } from './figures';

interface RowState {
  cells: RowCells;
  settled: boolean;
}

/**
 * The rows' figures as they arrive, for the total row and the CSV, and whose turn it is: a row
 * starts loading once the rows above it have settled (loaded or failed), so stores load one by one.
 */
export function useOverviewRows(stores: readonly StoreEntry[], periodKey: string) {
  const [state, setState] = useState<{ key: string; rows: Record<string, RowState> }>({ key: periodKey, rows: {} });
  const rows = useMemo(() => (state.key === periodKey ? state.rows : {}), [state, periodKey]);
  const onCells = useCallback(
    (storeId: string, cells: RowCells, settled: boolean) =>
      setState((prev) => {
        const base = prev.key === periodKey ? prev.rows : {};
        const next = { cells, settled };
        if (JSON.stringify(base[storeId]) === JSON.stringify(next)) return prev;
        return { key: periodKey, rows: { ...base, [storeId]: next } };
      }),
    [periodKey],
  );
  const settledCount = stores.findIndex((s) => !rows[s.id]?.settled);
  const active = settledCount === -1 ? stores.length : settledCount;
  const total = useMemo(() => totalRow(stores.map((s) => rows[s.id]?.cells).filter((c): c is RowCells => c !== undefined)), [rows, stores]);
  const complete = active === stores.length;
  return {
    onCells,
    /** Whether a store's row may load now (every row above it has settled). */
    isActive: (index: number) => index <= active,
    total: complete ? total : totalRow([]),
    complete,
    cellsOf: (storeId: string) => rows[storeId]?.cells,
  };
}

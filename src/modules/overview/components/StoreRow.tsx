import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router-dom';
import { useSwitchStore } from '@/session/useSession';
import type { StoreEntry } from '@/session/types';
import type { StoreAccess } from '../access';
import { COLUMNS, PERIOD_COLUMNS, type RowCells } from '../figures';
import type { Periods } from '../period';
import { useStoreFigures } from '../useStoreFigures';
import { FigureCell } from './FigureCell';

interface StoreRowProps {
  store: StoreEntry;
  access: StoreAccess;
  periods: Periods;
  /** Its turn has come (rows load one by one). */
  active: boolean;
  /** Where a row's link leads, with the store made current. */
  storePage: string;
  onCells: (storeId: string, cells: RowCells, settled: boolean) => void;
}

/** One store's row: its own loading and failure (with a retry), and a link that opens the store. */
export function StoreRow({ store, access, periods, active, storePage, onCells }: StoreRowProps) {
  const { t } = useLingui();
  const figures = useStoreFigures(store.id, access, periods, active);
  const switchStore = useSwitchStore();
  const navigate = useNavigate();
  const { cells, settled } = figures;
  useEffect(() => onCells(store.id, cells, settled), [onCells, store.id, cells, settled]);
  const name = store.name || store.id;
  return (
    <tr>
      <th scope="row">
        <Button
          variant="link"
          className="p-0 text-start"
          onClick={() => {
            if (switchStore(store.id)) void navigate(storePage);
          }}
        >
          {name}
        </Button>
        {figures.failed && (
          <div className="small">
            <span className="text-danger">{figures.failure}</span>{' '}
            <Button variant="outline-secondary" size="sm" onClick={figures.retry} aria-label={t`Load ${name} again`}>
              {t`Retry`}
            </Button>
          </div>
        )}
      </th>
      {COLUMNS.map((key) => (
        <FigureCell key={key} column={key} cell={cells[key]} withPrevious={PERIOD_COLUMNS.has(key)} />
      ))}
    </tr>
  );
}

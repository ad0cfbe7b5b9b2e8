import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { QueryState } from '@/components/QueryState';
import { optionsOf, SelectOptions } from '@/components/SelectOptions';
import { INVENTORY_MESSAGES } from '../messages';
import { ORDER_PATHS } from '@/modules/orders';
import { formatDate, formatNumber, formatTime } from '@/lib/format';
import { useCan } from '@/session/useCan';
import { useGetInventoryHistoryQuery } from '../api';
import { deltaTone, formatDelta } from '../stockLevels';
import { end, FigureTable, ShowMore } from './FigureTable';
import { HISTORY_TYPES, type HistoryType, type InventoryHistoryEntry } from '../types';

const PAGE = 100;
const TYPE_LABELS: Readonly<Record<HistoryType, MessageDescriptor>> = {
  count: msg`Count`,
  receipt: msg`Delivery`,
  usage: msg`Usage`,
  waste: msg`Waste`,
  transfer: msg`Transfer`,
  correction: msg`Correction`,
};

/** The entry's note; a delivery's links to its order for those who may open orders. */
function EntryReference({ entry, canOpenOrders }: { entry: InventoryHistoryEntry; canOpenOrders: boolean }) {
  const ref = entry.reference;
  const { t } = useLingui();
  if (ref?.type !== 'order' || !canOpenOrders) return <>{entry.note}</>;
  return <Link to={ORDER_PATHS.order(ref.id)}>{entry.note || t`Order`}</Link>;
}

/**
 * What changed in the store's stock on one day, by whom, with deltas (`GET …/history?date`).
 * The date is required: without one the api answers the docs/rules/api.md#client-side-checks message and sends nothing.
 */
export function InventoryHistoryPanel({
  storeId,
  date,
  onDateChange,
}: {
  storeId: string;
  date: string;
  onDateChange: (date: string) => void;
}) {
  const { t, i18n } = useLingui();
  const { data, isFetching, isLoading, error, refetch } = useGetInventoryHistoryQuery({ storeId, date });
  const canOpenOrders = useCan('orders.read');
  const [type, setType] = useState<HistoryType | ''>('');
  const [shown, setShown] = useState(PAGE);
  const rows = useMemo(() => [...(data ?? [])].reverse().filter((e) => !type || e.type === type), [data, type]);
  const day = formatDate(date);

  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <Form.Group controlId="history-date">
          <Form.Label>
            <Trans>Date</Trans>
          </Form.Label>
          <Form.Control
            type="date"
            value={date}
            onChange={(e) => {
              setShown(PAGE);
              onDateChange(e.target.value);
            }}
          />
        </Form.Group>
        <Form.Group controlId="history-type">
          <Form.Label>
            <Trans>Type of change</Trans>
          </Form.Label>
          <Form.Select value={type} onChange={(e) => setType(e.target.value as HistoryType | '')}>
            <option value="">{t`All changes`}</option>
            <SelectOptions options={optionsOf(HISTORY_TYPES, (h) => i18n._(TYPE_LABELS[h]))} />
          </Form.Select>
        </Form.Group>
        {data && (
          <p className="mb-2 text-body-secondary" role="status">
            {isFetching
              ? plural(rows.length, { one: `# change on ${day} (updating…)`, other: `# changes on ${day} (updating…)` })
              : plural(rows.length, { one: `# change on ${day}`, other: `# changes on ${day}` })}
          </p>
        )}
      </div>
      <QueryState
        isLoading={isLoading}
        error={error}
        errorMessage={INVENTORY_MESSAGES.fetchHistory}
        isEmpty={rows.length === 0}
        empty={t`No changes on ${day}.`}
        onRetry={date ? () => void refetch() : undefined}
      >
        <FigureTable
          caption={t`Inventory changes on ${day}, newest first`}
          columns={[t`Time`, t`Item`, t`Type`, end(t`Change`), end(t`Amount after`), t`By`, t`Reference`]}
        >
          {rows.slice(0, shown).map((e) => (
            <tr key={e.id}>
              <td className="text-nowrap">{formatTime(e.at)}</td>
              <td>{e.itemName ?? e.itemId}</td>
              <td>{i18n._(TYPE_LABELS[e.type])}</td>
              <td className={`text-end text-nowrap ${deltaTone(e.delta)}`}>{formatDelta(e.delta, (n) => formatNumber(n))}</td>
              <td className="text-end">{formatNumber(e.amountAfter)}</td>
              <td>{e.userName ?? e.userId}</td>
              <td>
                <EntryReference entry={e} canOpenOrders={canOpenOrders} />
              </td>
            </tr>
          ))}
        </FigureTable>
        <ShowMore shown={shown} total={rows.length} step={PAGE} onMore={setShown} />
      </QueryState>
    </>
  );
}

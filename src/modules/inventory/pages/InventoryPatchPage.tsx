import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useAppSelector } from '@/app/hooks';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { formatDate, formatNumber, todayIso } from '@/lib/format';
import { selectUserInfo } from '@/session/authSlice';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useGetActiveInventoryItemsQuery } from '../api';
import type { CountEntry } from '../countQueue';
import { formatDelta, groupByStorageArea, sortForCounting } from '../logic';
import type { InventoryItem } from '../types';
import { useCountQueue } from '../useCountQueue';

const MAX_ROWS_AT_ONCE = 200;

/** Accepts "12", "1.5" and "1,5" (tablet keyboards); null for anything else. */
function parseAmount(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

interface RowProps {
  item: InventoryItem;
  entry: CountEntry | undefined;
  draft: string;
  error: string | undefined;
  onDraft: (itemId: string, value: string) => void;
  onCommit: (item: InventoryItem, moveOn: boolean) => void;
  onRetry: (itemId: string) => void;
  inputRef: (itemId: string, el: HTMLInputElement | null) => void;
}

const CountRow = memo(function CountRow({ item, entry, draft, error, onDraft, onCommit, onRetry, inputRef }: RowProps) {
  const id = `count-${item.id}`;
  const previous = entry ? entry.previous : item.amount;
  const diff = entry ? entry.amount - entry.previous : null;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onCommit(item, true);
    }
  };
  const errorId = error ? `${id}-error` : undefined;
  return (
    <li className="list-group-item py-2">
      <div className="row g-2 align-items-center">
        <div className="col-12 col-sm-5">
          <label htmlFor={id} className="fw-semibold mb-0">
            {item.name}
          </label>
          <div className="small text-body-secondary">
            Previous: {formatNumber(previous)} {item.unit}
          </div>
        </div>
        <div className="col-6 col-sm-3">
          <Form.Control
            id={id}
            ref={(el: HTMLInputElement | null) => inputRef(item.id, el)}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={draft}
            placeholder={formatNumber(previous)}
            isInvalid={Boolean(error)}
            aria-describedby={errorId}
            onChange={(e) => onDraft(item.id, e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => onCommit(item, false)}
          />
          {error && (
            <div id={errorId} className="invalid-feedback d-block">
              {error}
            </div>
          )}
        </div>
        <div className="col-6 col-sm-4 d-flex flex-wrap align-items-center gap-2">
          {diff !== null && (
            <span className={diff < 0 ? 'text-danger-emphasis fw-semibold' : diff > 0 ? 'text-success-emphasis fw-semibold' : 'text-body-secondary'}>
              <span className="visually-hidden">Difference to previous: </span>
              {formatDelta(diff, (n) => formatNumber(n))} {item.unit}
            </span>
          )}
          {entry?.status === 'sending' || entry?.status === 'queued' ? (
            <span className="small text-body-secondary">
              <Spinner size="sm" className="me-1" aria-hidden="true" />
              Sending…
            </span>
          ) : null}
          {entry?.status === 'sent' && (
            <span className="badge bg-success-subtle text-success-emphasis">Saved</span>
          )}
          {entry?.status === 'failed' && (
            <>
              <span className="badge bg-danger-subtle text-danger-emphasis">Not sent</span>
              {entry.error && <span className="small text-danger-emphasis">{entry.error}</span>}
              <Button size="sm" variant="outline-danger" onClick={() => onRetry(item.id)} aria-label={`Retry ${item.name}`}>
                Retry
              </Button>
            </>
          )}
        </div>
      </div>
    </li>
  );
});

function CountScreen({ storeId, userId, items }: { storeId: string; userId: string; items: InventoryItem[] }) {
  const { entries, enter, retry } = useCountQueue(storeId, userId);
  const [drafts, setDrafts] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.values(entries).map((e) => [e.itemId, String(e.amount)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const groups = useMemo(() => groupByStorageArea(items), [items]);
  // A long list (over 200 items) is counted one storage area at a time.
  const oneAreaAtATime = items.length > MAX_ROWS_AT_ONCE;
  const [area, setArea] = useState(() => (oneAreaAtATime ? (groups[0]?.area ?? '') : ''));
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const visibleGroups = area ? groups.filter((g) => g.area === area) : groups;
  const order = useMemo(() => sortForCounting(items).map((i) => i.id), [items]);

  // Read the latest state inside stable callbacks (rows are memoised).
  const latest = useRef({ drafts, entries, order, visible: new Set<string>() });
  useLayoutEffect(() => {
    latest.current = {
      drafts,
      entries,
      order,
      visible: new Set(visibleGroups.flatMap((g) => g.items.map((i) => i.id))),
    };
  });

  const onDraft = useCallback((itemId: string, value: string) => {
    setDrafts((d) => ({ ...d, [itemId]: value }));
    setErrors((e) => {
      if (!e[itemId]) return e;
      const { [itemId]: _removed, ...rest } = e;
      return rest;
    });
  }, []);

  const focusNext = useCallback((itemId: string) => {
    const { order: ids, visible } = latest.current;
    const from = ids.indexOf(itemId);
    for (let i = from + 1; i < ids.length; i += 1) {
      const id = ids[i];
      if (id && visible.has(id)) {
        inputs.current.get(id)?.focus();
        return;
      }
    }
  }, []);

  const onCommit = useCallback(
    (item: InventoryItem, moveOn: boolean) => {
      const text = latest.current.drafts[item.id] ?? '';
      if (text.trim() === '') {
        if (moveOn) focusNext(item.id);
        return;
      }
      const amount = parseAmount(text);
      if (amount === null) {
        setErrors((e) => ({ ...e, [item.id]: 'Enter a number of 0 or more.' }));
        return;
      }
      const entry = latest.current.entries[item.id];
      if (!entry || entry.amount !== amount) enter(item.id, amount, item.amount);
      if (moveOn) focusNext(item.id);
    },
    [enter, focusNext],
  );

  const inputRef = useCallback((itemId: string, el: HTMLInputElement | null) => {
    if (el) inputs.current.set(itemId, el);
    else inputs.current.delete(itemId);
  }, []);

  const all = Object.values(entries);
  const counted = items.filter((i) => entries[i.id]).length;
  const unsent = all.filter((e) => e.status === 'failed');
  const pending = all.filter((e) => e.status === 'queued' || e.status === 'sending').length;
  const percent = items.length ? Math.round((counted / items.length) * 100) : 0;

  return (
    <>
      <div className="card mb-3">
        <div className="card-body">
          <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
            <span id="count-progress-label">
              Counted {counted} of {items.length} items
            </span>
            <span role="status" aria-live="polite" className={unsent.length ? 'text-danger-emphasis fw-semibold' : 'text-body-secondary'}>
              {unsent.length > 0
                ? `${unsent.length} not sent`
                : pending > 0
                  ? `Sending ${pending}…`
                  : counted > 0
                    ? 'All counts saved'
                    : 'Nothing counted yet'}
            </span>
          </div>
          <div
            className="progress"
            role="progressbar"
            aria-labelledby="count-progress-label"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="progress-bar" style={{ width: `${percent}%` }} />
          </div>
          <div className="d-flex flex-wrap align-items-end gap-2 mt-3">
            <Form.Group controlId="count-area">
              <Form.Label className="small mb-1">Storage area</Form.Label>
              <Form.Select size="sm" value={area} onChange={(e) => setArea(e.target.value)}>
                {!oneAreaAtATime && <option value="">All areas</option>}
                {groups.map((g) => (
                  <option key={g.area} value={g.area}>
                    {g.area}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            {unsent.length > 0 && (
              <Button variant="danger" size="sm" onClick={() => retry()}>
                Retry all not sent
              </Button>
            )}
          </div>
        </div>
      </div>
      {visibleGroups.map((group) => {
        const headingId = `area-${group.area.replace(/\W+/g, '-')}`;
        const done = group.items.filter((i) => entries[i.id]).length;
        return (
          <section key={group.area} aria-labelledby={headingId} className="mb-4">
            <h2 id={headingId} className="h5 d-flex justify-content-between">
              <span>{group.area}</span>
              <span className="small text-body-secondary fw-normal">
                {done} of {group.items.length} counted
              </span>
            </h2>
            <ul className="list-group">
              {group.items.map((item) => (
                <CountRow
                  key={item.id}
                  item={item}
                  entry={entries[item.id]}
                  draft={drafts[item.id] ?? ''}
                  error={errors[item.id]}
                  onDraft={onDraft}
                  onCommit={onCommit}
                  onRetry={retry}
                  inputRef={inputRef}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/** `/inventory/patch`: the stock count, the first page counting staff see (spec 4.3). */
export function InventoryPatchPage() {
  const store = useAppSelector(selectCurrentStore);
  const userId = useAppSelector(selectUserInfo)?.userId ?? '';
  const storeId = store?.id ?? '';
  const { data, isLoading, error, refetch } = useGetActiveInventoryItemsQuery({ storeId }, { skip: !storeId });
  return (
    <>
      <PageHeader
        title="Update inventory"
        actions={
          <LinkButton to={PATHS.inventory} variant="outline-secondary">
            Overview
          </LinkButton>
        }
      >
        <p className="text-body-secondary mb-0">
          Stock count for {store?.name ?? 'the current store'} on {formatDate(todayIso())}. Enter moves to the next item;
          each amount is saved in the background.
        </p>
      </PageHeader>
      <QueryState
        isLoading={isLoading}
        error={error}
        errorMessage={MESSAGES.inventory.fetch}
        isEmpty={data?.length === 0}
        empty="No active inventory items in this store."
        onRetry={() => void refetch()}
      >
        {data && storeId && userId && <CountScreen key={`${storeId}:${userId}`} storeId={storeId} userId={userId} items={data} />}
      </QueryState>
    </>
  );
}

import { memo, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/lib/format';
import type { CountEntry } from '../countQueue';
import { storageAreaLabel } from '../storageAreas';
import { deltaTone, formatDelta } from '../stockLevels';
import type { InventoryItem } from '../types';
import type { useCountScreen } from '../useCountScreen';
import { unitLabel } from '@/modules/products';

export interface CountRowProps {
  item: InventoryItem;
  /** This device's entry (queued, sending, sent or failed). */
  entry: CountEntry | undefined;
  /** The amount already in the count (this device or another), when any. */
  counted: number | undefined;
  draft: string;
  error: string | undefined;
  onDraft: (itemId: string, value: string) => void;
  onCommit: (item: InventoryItem, moveOn: boolean) => void;
  onRetry: (itemId: string) => void;
  inputRef: (itemId: string, el: HTMLInputElement | null) => void;
  /** In a virtual list: the row measures itself (VirtualCountList). */
  measureRef?: (el: HTMLLIElement | null) => void;
  index?: number;
}

/** The row's state in words and a sign (never colour alone). */
function RowStatus({
  entry,
  counted,
  name,
  onRetry,
}: {
  entry: CountEntry | undefined;
  counted: boolean;
  name: string;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  if (entry?.status === 'failed') {
    return (
      <>
        <span className="badge bg-danger-subtle text-danger-emphasis">
          <span aria-hidden="true">! </span>
          <span>
            <Trans>Not sent</Trans>
          </span>
        </span>
        {entry.error && <span className="small text-danger-emphasis">{entry.error}</span>}
        <Button size="sm" variant="outline-danger" onClick={onRetry} aria-label={t`Retry ${name}`}>
          <Trans>Retry</Trans>
        </Button>
      </>
    );
  }
  if (entry?.status === 'sending' || entry?.status === 'queued') {
    return (
      <span className="small text-body-secondary">
        <Spinner size="sm" className="me-1" aria-hidden="true" />
        <Trans>Sending…</Trans>
      </span>
    );
  }
  if (counted) {
    return (
      <span className="badge bg-success-subtle text-success-emphasis">
        <span aria-hidden="true">✓ </span>
        <span>{entry?.status === 'sent' ? t`Saved` : t`Entered`}</span>
      </span>
    );
  }
  return (
    <span className="small text-body-secondary">
      <span aria-hidden="true">○ </span>
      <span>
        <Trans>Not counted</Trans>
      </span>
    </span>
  );
}

/** One item of the count: name, amount on hand, the typed amount, its difference and its state. */
export const CountRow = memo(function CountRow({
  item,
  entry,
  counted,
  draft,
  error,
  onDraft,
  onCommit,
  onRetry,
  inputRef,
  measureRef,
  index,
}: CountRowProps) {
  const id = `count-${item.id}`;
  const amount = entry ? entry.amount : counted;
  const diff = amount !== undefined && item.amount !== undefined ? amount - item.amount : undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onCommit(item, true);
    }
  };
  const errorId = error ? `${id}-error` : undefined;
  const done = amount !== undefined;
  const onHand = formatNumber(item.amount);
  const unit = unitLabel(item.unit);
  return (
    <li
      ref={measureRef}
      data-index={index}
      className={`list-group-item py-2 ${done ? 'count-row-done border-start border-4 border-success' : ''}`}
    >
      <div className="row g-2 align-items-center">
        <div className="col-12 col-sm-5">
          <label htmlFor={id} className="fw-semibold mb-0">
            {item.name}
          </label>
          <div className="small text-body-secondary">
            <Trans>
              On hand: {onHand} {unit}
            </Trans>
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
            isInvalid={Boolean(error)}
            aria-describedby={errorId}
            onChange={(e) => onDraft(item.id, e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => onCommit(item, false)}
          />
          {error && (
            <div id={errorId} className="invalid-feedback d-block" role="alert">
              {error}
            </div>
          )}
        </div>
        <div className="col-6 col-sm-4 d-flex flex-wrap align-items-center gap-2">
          {diff !== undefined && (
            <span className={`fw-semibold ${deltaTone(diff)}`}>
              <span className="visually-hidden">
                <Trans>Difference to on hand:</Trans>{' '}
              </span>
              {formatDelta(diff, (n) => formatNumber(n))} {unitLabel(item.unit)}
            </span>
          )}
          <RowStatus entry={entry} counted={done} name={item.name} onRetry={() => onRetry(item.id)} />
        </div>
      </div>
    </li>
  );
});

/** A row's props from the count screen: the same in the plain and in the virtual list. */
export function countRowProps(screen: ReturnType<typeof useCountScreen>, item: InventoryItem): CountRowProps {
  return {
    item,
    entry: screen.entries[item.id],
    counted: screen.counted.get(item.id),
    draft: screen.drafts[item.id] ?? '',
    error: screen.errors[item.id],
    onDraft: screen.onDraft,
    onCommit: screen.onCommit,
    onRetry: screen.retry,
    inputRef: screen.inputRef,
  };
}

/** A storage area's heading with how many of its items are counted. */
export function AreaHeading({
  area,
  items,
  counted,
  id,
  className,
}: {
  area: string;
  items: readonly InventoryItem[];
  counted: ReadonlyMap<string, number>;
  id?: string;
  className: string;
}) {
  const countedHere = items.filter((i) => counted.has(i.id)).length;
  const inArea = items.length;
  return (
    <h2 id={id} className={`${className} d-flex justify-content-between`}>
      <span>{storageAreaLabel(area)}</span>
      <span className="small text-body-secondary fw-normal">
        <Trans>
          {countedHere} of {inArea} counted
        </Trans>
      </span>
    </h2>
  );
}

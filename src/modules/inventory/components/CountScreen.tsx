import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { getErrorMessage, requestError } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { optionsOf, SelectOptions } from '@/components/SelectOptions';
import { INVENTORY_MESSAGES } from '../messages';
import { formatTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import type { CountMode, CountValue } from '../countQueue';
import { countDifferences, type CountDifferenceRow, type RestoredValue } from '../countRules';
import { groupByStorageArea } from '../countOrder';
import type { CountSession, InventoryItem } from '../types';
import { storageAreaLabel } from '../storageAreas';
import { useCountScreen } from '../useCountScreen';
import { CountNotPostedError, useFinishCount } from '../useFinishCount';
import { CountDifferences } from './CountDifferences';
import { AreaHeading, CountRow, countRowProps } from './CountRow';
import { VirtualCountList } from './VirtualCountList';

/** Over this many items the count shows one storage area at a time. */
const MAX_ROWS_AT_ONCE = 200;
/** Over this many rows shown, only the rows in view are drawn (issue #29: 2,000 items). */
const VIRTUAL_AT = 120;

interface CountScreenProps {
  storeId: string;
  userId: string;
  session: CountSession;
  /** Where the count lives: the server's count session, or this device (a server without the addition). */
  mode: CountMode;
  items: InventoryItem[];
  restored: ReadonlyMap<string, RestoredValue>;
  /** The storage area shown ('' = all), kept in the URL. */
  area: string;
  onArea: (area: string) => void;
  /** The differences the count posted, by item. */
  onFinished: (rows: CountDifferenceRow[]) => void;
  /** Amounts of a count finished before they were sent: dropped, for the page to say so. */
  onDropped: (values: readonly CountValue[]) => void;
}

/** An open count: progress, one section per storage area, and the finish step with its differences. */
export function CountScreen({
  storeId,
  userId,
  session,
  mode,
  items,
  restored,
  area: chosenArea,
  onArea,
  onFinished,
  onDropped,
}: CountScreenProps) {
  const { t } = useLingui();
  const groups = useMemo(() => groupByStorageArea(items), [items]);
  const oneAreaAtATime = items.length > MAX_ROWS_AT_ONCE;
  const area = chosenArea || (oneAreaAtATime ? (groups[0]?.area ?? '') : '');
  const visibleGroups = area ? groups.filter((g) => g.area === area) : groups;
  const visibleIds = useMemo(() => new Set(visibleGroups.flatMap((g) => g.items.map((i) => i.id))), [visibleGroups]);
  const screen = useCountScreen(storeId, userId, session.id, items, restored, visibleIds, onDropped, mode);
  const { entries, counted } = screen;
  const { finish, isFinishing } = useFinishCount(storeId, userId, session.id, mode);
  const guard = useSubmitGuard();
  const [reviewing, setReviewing] = useState(false);

  const all = Object.values(entries);
  const unsent = all.filter((e) => e.status === 'failed').length;
  const pending = all.filter((e) => e.status === 'queued' || e.status === 'sending').length;
  const done = items.filter((i) => counted.has(i.id)).length;
  const percent = items.length ? Math.round((done / items.length) * 100) : 0;
  const total = items.length;
  const notCounted = items.length - done;
  const startedAt = formatTime(session.startedAt);
  const startedBy = session.startedByName;
  const differences = useMemo(() => (reviewing ? countDifferences(items, counted) : []), [reviewing, items, counted]);

  const post = async () => {
    // What this count entered (not counts already posted to the day's history): each is posted.
    const amounts = new Map([...restored].filter(([, v]) => v.source === 'session').map(([id, v]) => [id, v.amount]));
    for (const e of all) amounts.set(e.itemId, e.amount);
    const rows = countDifferences(items, counted);
    try {
      await finish(amounts);
      setReviewing(false);
      notify.success(t`Count finished`);
      onFinished(rows);
    } catch (error) {
      setReviewing(false);
      if (error instanceof CountNotPostedError) {
        const names = error.failures.map((f) => items.find((i) => i.id === f.itemId)?.name ?? f.itemId);
        notify.error(INVENTORY_MESSAGES.countNotPosted(names, error.message));
      } else notify.error(getErrorMessage(requestError(error), INVENTORY_MESSAGES.finishCount));
    }
  };

  return (
    <>
      <div className="card mb-3">
        <div className="card-body">
          <p className="small text-body-secondary mb-2">
            {startedBy
              ? t`Count started at ${startedAt} by ${startedBy}. Amounts are kept in the count until you finish it.`
              : t`Count started at ${startedAt}. Amounts are kept in the count until you finish it.`}
          </p>
          <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
            <span id="count-progress-label">
              <Trans>
                Counted {done} of {total} items
              </Trans>
            </span>
            <span role="status" aria-live="polite" className={unsent ? 'text-danger-emphasis fw-semibold' : 'text-body-secondary'}>
              {unsent > 0
                ? t`${unsent} not sent`
                : pending > 0
                  ? t`Sending ${pending}…`
                  : done > 0
                    ? t`All counts saved`
                    : t`Nothing counted yet`}
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
              <Form.Label className="small mb-1">
                <Trans>Storage area</Trans>
              </Form.Label>
              <Form.Select size="sm" value={area} onChange={(e) => onArea(e.target.value)}>
                {!oneAreaAtATime && (
                  <option value="">
                    <Trans>All areas</Trans>
                  </option>
                )}
                <SelectOptions
                  options={optionsOf(
                    groups.map((g) => g.area),
                    storageAreaLabel,
                  )}
                />
              </Form.Select>
            </Form.Group>
            {unsent > 0 && (
              <Button variant="danger" size="sm" onClick={() => screen.retry()}>
                <Trans>Retry all not sent</Trans>
              </Button>
            )}
            <Button className="ms-auto" onClick={() => setReviewing(true)} disabled={pending > 0 || unsent > 0 || isFinishing}>
              <Trans>Finish count…</Trans>
            </Button>
          </div>
          {(pending > 0 || unsent > 0) && (
            <p className="small text-body-secondary mt-2 mb-0">
              <Trans>Finish once every amount is sent.</Trans>
            </p>
          )}
        </div>
      </div>
      {visibleIds.size > VIRTUAL_AT ? (
        <VirtualCountList groups={visibleGroups} screen={screen} />
      ) : (
        visibleGroups.map((group) => {
          const headingId = `area-${group.area.replace(/\W+/g, '-')}`;
          return (
            <section key={group.area} aria-labelledby={headingId} className="mb-4">
              <AreaHeading id={headingId} className="h5" area={group.area} items={group.items} counted={counted} />
              <ul className="list-group">
                {group.items.map((item) => (
                  <CountRow key={item.id} {...countRowProps(screen, item)} />
                ))}
              </ul>
            </section>
          );
        })
      )}
      <ConfirmDialog
        show={screen.confirming !== null}
        title={t`Far above par`}
        body={screen.confirming?.message ?? ''}
        confirmLabel={t`Keep this amount`}
        variant="primary"
        onConfirm={() => screen.confirm(true)}
        onCancel={() => screen.confirm(false)}
      />
      <ConfirmDialog
        show={reviewing}
        title={t`Finish the count?`}
        body={
          <>
            <CountDifferences caption={t`Differences this count posts, by item`} rows={differences} />
            <p className="small text-body-secondary mt-2 mb-0">
              <Trans>{notCounted} items not counted stay as they are. Posting sets each counted amount as the stock on hand.</Trans>
            </p>
          </>
        }
        confirmLabel={t`Post the differences`}
        variant="primary"
        busy={isFinishing}
        onConfirm={guard(post)}
        onCancel={() => setReviewing(false)}
      />
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { isMissingAddition } from '@/api/additions';
import { getErrorMessage, requestError } from '@/api/errors';
import { ViewLink } from '@/components/list/ListActions';
import { PageHeader } from '@/components/PageHeader';
import { allQueries } from '@/components/list/queryStates';
import { QueryState } from '@/components/QueryState';
import { INVENTORY_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { formatDate, todayIso } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { selectUserInfo } from '@/session/authSlice';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import {
  useGetActiveInventoryItemsQuery,
  useGetCountSessionQuery,
  useGetInventoryHistoryQuery,
  useStartCountSessionMutation,
} from '../api';
import { CountDifferences } from '../components/CountDifferences';
import { CountScreen } from '../components/CountScreen';
import { SectionCard } from '@/components/SectionCard';
import { droppedCountMessage, mergeDropped, type CountMode, type CountValue } from '../countQueue';
import { loadDeviceCount, startDeviceCount } from '../deviceCount';
import { restoreCount, type CountDifferenceRow } from '../countRules';
import type { CountSession } from '../types';

/** `/inventory/patch`: the stock count (started, continued on any device, finished), the first page counting staff see (docs/rules/session.md#post-login-redirect). */
export function InventoryPatchPage() {
  const { t } = useLingui();
  const store = useAppSelector(selectCurrentStore);
  const userId = useAppSelector(selectUserInfo)?.userId ?? '';
  const storeId = store?.id ?? '';
  const today = todayIso();
  const storeName = store?.name;
  const day = formatDate(today);
  const items = useGetActiveInventoryItemsQuery({ storeId }, { skip: !storeId });
  const session = useGetCountSessionQuery({ storeId }, { skip: !storeId });
  const history = useGetInventoryHistoryQuery({ storeId, date: today }, { skip: !storeId });
  const [start, startState] = useStartCountSessionMutation();
  const guard = useSubmitGuard();
  const [finished, setFinished] = useState<CountDifferenceRow[] | null>(null);
  // Without the count-session addition (404/501) the count lives on this device (deviceCount.ts).
  const mode: CountMode = isMissingAddition(session.error) ? 'device' : 'server';
  const [deviceCount, setDeviceCount] = useState<{ key: string; session: CountSession | null } | null>(null);
  const deviceKey = `${storeId}:${userId}`;
  const onDevice =
    mode === 'device' && storeId && userId
      ? deviceCount?.key === deviceKey
        ? deviceCount.session
        : loadDeviceCount(storeId, userId)
      : null;
  // Amounts dropped because their count was finished before they were sent (this or another device).
  const [dropped, setDropped] = useState<CountValue[]>([]);
  const onDropped = useCallback((values: readonly CountValue[]) => setDropped((d) => mergeDropped(d, values)), [setDropped]);
  const [params, setParams] = useSearchParams();
  const area = params.get('area') ?? '';
  const open = mode === 'device' ? onDevice : (session.data ?? null);
  const restored = useMemo(() => restoreCount(open, history.data ?? []), [open, history.data]);

  const setArea = (next: string) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next) copy.set('area', next);
        else copy.delete('area');
        return copy;
      },
      { replace: true },
    );
  const onStart = async () => {
    if (mode === 'device') {
      setDeviceCount({ key: deviceKey, session: startDeviceCount(storeId, userId) });
      setFinished(null);
      return;
    }
    try {
      await start({ storeId }).unwrap();
      setFinished(null);
    } catch (error) {
      notify.error(getErrorMessage(requestError(error), INVENTORY_MESSAGES.startCount));
    }
  };

  return (
    <>
      <PageHeader
        title={t`Update inventory`}
        actions={
          <ViewLink to={PATHS.inventory}>
            <Trans>Overview</Trans>
          </ViewLink>
        }
      >
        <p className="text-body-secondary mb-0">
          {storeName
            ? t`Stock count for ${storeName} on ${day}. Enter moves to the next item; the amounts are kept in the count until you finish it.`
            : t`Stock count for the current store on ${day}. Enter moves to the next item; the amounts are kept in the count until you finish it.`}
        </p>
      </PageHeader>
      <QueryState
        {...(mode === 'device'
          ? allQueries([items, INVENTORY_MESSAGES.fetch], [history, INVENTORY_MESSAGES.fetchHistory])
          : allQueries(
              [items, INVENTORY_MESSAGES.fetch],
              [session, INVENTORY_MESSAGES.fetchCount],
              [history, INVENTORY_MESSAGES.fetchHistory],
            ))}
        isEmpty={items.data?.length === 0}
        empty={t`No active inventory items in this store.`}
      >
        {dropped.length > 0 && (
          <Alert variant="warning" dismissible onClose={() => setDropped([])} closeLabel={t`Dismiss the note on amounts not saved`}>
            {droppedCountMessage(dropped.map((v) => items.data?.find((i) => i.id === v.itemId)?.name ?? v.itemId))}
          </Alert>
        )}
        {mode === 'device' && <p className="small text-body-secondary">{INVENTORY_MESSAGES.countOnDevice}</p>}
        {finished && (
          <SectionCard id="count-result-title" className="mb-3" title={t`Count finished: differences posted`}>
            <CountDifferences caption={t`Differences posted by the count, by item`} rows={finished} />
          </SectionCard>
        )}
        {items.data && storeId && userId && open ? (
          <CountScreen
            key={`${storeId}:${userId}:${open.id}`}
            storeId={storeId}
            userId={userId}
            session={open}
            mode={mode}
            items={items.data}
            restored={restored}
            area={area}
            onArea={setArea}
            onFinished={(rows) => {
              setFinished(rows);
              if (mode === 'device') setDeviceCount({ key: deviceKey, session: null });
            }}
            onDropped={onDropped}
          />
        ) : (
          <SectionCard id="count-start-title" title={t`No count in progress`}>
            <p>
              {mode === 'device'
                ? t`Start a count to enter amounts; they are kept (on this device) until you finish it and post the differences.`
                : t`Start a count to enter amounts; they are kept (on every device) until you finish it and post the differences.`}
            </p>
            <Button onClick={guard(onStart)} disabled={startState.isLoading || !storeId}>
              <Trans>Start count</Trans>
            </Button>
          </SectionCard>
        )}
      </QueryState>
    </>
  );
}

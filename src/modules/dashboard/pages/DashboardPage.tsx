import { Trans, useLingui } from '@lingui/react/macro';
import Row from 'react-bootstrap/Row';
import { useAppSelector } from '@/lib/storeHooks';
import { ModuleSlot } from '@/components/ModuleSlot';
import { PageHeader } from '@/components/PageHeader';
import { formatDate } from '@/lib/format';
import { useGetStoreShiftDetailsQuery } from '@/modules/stores';
import { DEFAULT_STORE_TIME_ZONE, localDate } from '@/modules/time-entries';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import type { StoreEntry } from '@/session/types';
import { useCan, useMayCall } from '@/session/useCan';
import { financeContract } from '@/modules/finance';
import { shiftContract } from '@/modules/shifts';
import { timeEntryContract } from '@/modules/time-entries';
import { ClockedInTile, HoursTile, ShiftsTile, type DayContext } from '../components/PeopleTiles';
import { InvoicesTile, OrdersTile, StockTile } from '../components/PurchasingTiles';
import { TipsTile } from '../components/TipsTile';

/**
 * `/dashboard`: the current store today, composed only from calls the user may read. A tile
 * whose call the user lacks is not rendered at all, so its query never runs (any 403 signs out).
 */
export function DashboardPage() {
  const store = useAppSelector(selectCurrentStore);
  return store ? <Dashboard store={store} /> : null;
}

function Dashboard({ store }: { store: StoreEntry }) {
  const stock = useCan('inventory.read');
  const purchasing = useCan('orders.read');
  const shifts = useMayCall(shiftContract.getShifts);
  const tips = useMayCall(financeContract.getTips);
  // The history answers everyone's entries only with time_entry.read (docs/rules/people.md#time-entries).
  const readsTeam = useCan('time_entry.read');
  const team = useMayCall(timeEntryContract.getTimeEntryHistory) && readsTeam;
  // Days are the store's (its shift details, which any member may read).
  const timeZone = useGetStoreShiftDetailsQuery({ storeId: store.id }).data?.timeZone || DEFAULT_STORE_TIME_ZONE;
  const today = localDate(new Date(), timeZone);
  const context: DayContext = { storeId: store.id, today, timeZone };
  const none = !stock && !purchasing && !shifts && !team && !tips;
  const { t } = useLingui();

  return (
    <>
      <PageHeader title={t`Dashboard`} actions={<ModuleSlot name="dashboardLinks" props={{}} />}>
        <p className="text-body-secondary mb-0">
          {store.name} · {formatDate(today)}
        </p>
      </PageHeader>
      {none ? (
        <p className="text-center text-body-secondary border rounded py-5 px-3" role="status">
          <Trans>Your permissions include none of the dashboard&apos;s tiles.</Trans>
        </p>
      ) : (
        <Row className="g-3">
          {stock && <StockTile storeId={store.id} />}
          {purchasing && <OrdersTile storeId={store.id} today={today} />}
          {purchasing && <InvoicesTile storeId={store.id} today={today} />}
          {shifts && <ShiftsTile context={context} />}
          {team && <ClockedInTile context={context} />}
          {tips && <TipsTile context={context} />}
          {shifts && team && <HoursTile context={context} />}
        </Row>
      )}
    </>
  );
}

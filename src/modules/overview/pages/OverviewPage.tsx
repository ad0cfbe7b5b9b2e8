import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { Navigate } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { PlainTable } from '@/components/list/PlainTable';
import { currentCsvFormat, downloadCsvText } from '@/lib/download';
import { useAppSelector } from '@/lib/storeHooks';
import { DEFAULT_STORE_TIME_ZONE, todayInZone } from '@/lib/storeTime';
import { useUrlFilters } from '@/lib/useUrlFilters';
import { selectUserInfo } from '@/session/authSlice';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { accessIn, readableStores } from '../access';
import { COLUMN_LABELS } from '../columns';
import { COLUMNS, PERIOD_COLUMNS } from '../figures';
import { overviewCsv } from '../csv';
import { periodsOf, shiftPeriod, type PeriodKind } from '../period';
import { useOverviewRows } from '../useOverviewRows';
import { FigureCell } from '../components/FigureCell';
import { PeriodPicker } from '../components/PeriodPicker';
import { SingleStore } from '../components/SingleStore';
import { StoreRow } from '../components/StoreRow';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const DASHBOARD = '/dashboard';

/**
 * `/overview`: every store the person may read side by side, with a total row, for a week or a
 * month and the one before (issue #46). A person with one store is sent to its dashboard.
 */
export function OverviewPage() {
  const user = useAppSelector(selectUserInfo);
  const stores = useMemo(() => readableStores(user), [user]);
  if (!user || stores.length < 2)
    return stores[0] ? <SingleStore storeId={stores[0].id} to={DASHBOARD} /> : <Navigate to={DASHBOARD} replace />;
  return <Overview />;
}

function Overview() {
  const { t, i18n } = useLingui();
  const user = useAppSelector(selectUserInfo);
  const current = useAppSelector(selectCurrentStore);
  const stores = useMemo(() => readableStores(user), [user]);
  const { params, setFilters } = useUrlFilters();
  const kind: PeriodKind = params.get('period') === 'month' ? 'month' : 'week';
  const dayParam = params.get('day') ?? '';
  const day = ISO.test(dayParam) ? dayParam : todayInZone(DEFAULT_STORE_TIME_ZONE);
  const periods = useMemo(() => periodsOf(kind, day), [kind, day]);
  const rows = useOverviewRows(stores, `${kind}:${periods.current.startDate}`);

  const exportCsv = () => {
    const lines = [
      ...stores.map((s) => ({ name: s.name || s.id, cells: rows.cellsOf(s.id) ?? rows.total })),
      { name: t`All stores`, cells: rows.total },
    ];
    downloadCsvText(`overview_${periods.current.startDate}_${periods.current.endDate}.csv`, overviewCsv(lines, currentCsvFormat()));
  };

  return (
    <>
      <PageHeader
        title={t`Overview of all stores`}
        actions={
          <Button variant="outline-secondary" onClick={exportCsv} disabled={!rows.complete}>
            {t`Export CSV`}
          </Button>
        }
      />
      <PeriodPicker
        kind={kind}
        periods={periods}
        onKind={(next) => setFilters({ period: next === 'week' ? undefined : next })}
        onStep={(step) => setFilters({ day: shiftPeriod(kind, day, step) })}
      />
      <PlainTable
        caption={t`Stores side by side`}
        responsive
        size="sm"
        className="align-top"
        headers={[t`Store`, ...COLUMNS.map((key) => ({ label: i18n._(COLUMN_LABELS[key]), align: 'end' as const }))]}
        footer={
          <tr className="fw-semibold">
            <th scope="row">{t`All stores`}</th>
            {COLUMNS.map((key) => (
              <FigureCell key={key} column={key} cell={rows.total[key]} withPrevious={PERIOD_COLUMNS.has(key)} />
            ))}
          </tr>
        }
      >
        {stores.map((store, index) => (
          <StoreRow
            key={`${store.id}:${periods.current.startDate}:${kind}`}
            store={store}
            access={accessIn(user ?? { stores: [], globalPermissions: [], userId: '' }, store, current)}
            periods={periods}
            active={rows.isActive(index)}
            storePage={DASHBOARD}
            onCells={rows.onCells}
          />
        ))}
      </PlainTable>
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { isMissingAddition } from '@/api/additions';
import { DateRangeCard, useUrlDateRange } from '@/components/DateRange';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { addDays } from '@/lib/format';
import { useAppSelector } from '@/lib/storeHooks';
import { DEFAULT_STORE_TIME_ZONE, dayCount, todayInZone } from '@/lib/storeTime';
import { useGetStoreShiftDetailsQuery } from '@/modules/stores';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetSalesQuery, useGetSalesTargetQuery } from '../api';
import { SalesDayForm } from '../components/SalesDayForm';
import { SalesImport } from '../components/SalesImport';
import { SalesTable } from '../components/SalesTable';
import { TargetForm } from '../components/TargetForm';
import { SALES_MESSAGES } from '../messages';
import { MAX_SALES_DAYS } from '../schema';

/** `/sales` (sales.read): the store's sales per day (till totals and projections), typed days, the CSV import and the labour target. */
export function SalesPage() {
  const { t } = useLingui();
  const store = useAppSelector(selectCurrentStore);
  const storeId = store?.id ?? '';
  const details = useGetStoreShiftDetailsQuery(store ? { storeId } : skipToken);
  const today = todayInZone(details.data?.timeZone ?? DEFAULT_STORE_TIME_ZONE);
  const range = useUrlDateRange({ startDate: addDays(today, -27), endDate: addDays(today, 13) });
  const { startDate, endDate } = range;
  const length = dayCount(startDate, endDate) + 1;
  const rangeOk = length >= 1 && length <= MAX_SALES_DAYS;
  const canWrite = useCan('sales.write');
  const sales = useGetSalesQuery(store && rangeOk ? { storeId, startDate, endDate } : skipToken);
  const target = useGetSalesTargetQuery(store ? { storeId } : skipToken);

  if (isMissingAddition(sales.error) || isMissingAddition(target.error)) {
    return (
      <>
        <PageHeader title={t`Sales`} />
        <Alert variant="info">{SALES_MESSAGES.missing}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t`Sales`} />
      <Row>
        <Col lg={6}>
          <QueryState query={target} errorMessage={SALES_MESSAGES.fetchTarget} rows={2}>
            {target.data && (
              <TargetForm key={storeId} storeId={storeId} target={target.data.targetLabourPercent ?? null} readOnly={!canWrite} />
            )}
          </QueryState>
        </Col>
        {canWrite && (
          <Col lg={6}>
            <SalesDayForm key={storeId} storeId={storeId} defaultDate={addDays(today, -1)} />
          </Col>
        )}
      </Row>
      {canWrite && <SalesImport key={storeId} storeId={storeId} />}
      <DateRangeCard
        idPrefix="sales"
        range={range}
        error={rangeOk ? null : t`Choose a start date not after the end date, at most ${MAX_SALES_DAYS} days.`}
      />
      {rangeOk && (
        <QueryState query={sales} errorMessage={SALES_MESSAGES.fetch} isEmpty={sales.data?.length === 0} empty={t`No sales in this range.`}>
          {sales.data && <SalesTable days={sales.data} />}
        </QueryState>
      )}
    </>
  );
}

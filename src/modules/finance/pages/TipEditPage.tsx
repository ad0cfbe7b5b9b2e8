import { Trans, useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { FINANCE_MESSAGES } from '../messages';
import { formatDate } from '@/lib/format';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useGetStaffQuery } from '@/modules/staff';
import { useGetTipsQuery } from '../api';
import { TipForm } from '../components/TipForm';
import { useListPath } from '../useListPath';

/**
 * `/tip` (new) and `/tip/:tipId` (tip.write). The spec has no call for one tip: the store's tip
 * list is read and the tip found in it. The form stays with the store it was opened in.
 */
export function TipEditPage() {
  const { t } = useLingui();
  const { tipId } = useParams();
  const listPath = useListPath();
  const current = useAppSelector(selectCurrentStore);
  const [storeId] = useState(current?.id ?? '');
  const staff = useGetStaffQuery(storeId ? { storeId } : skipToken);
  const tips = useGetTipsQuery(tipId && storeId ? { storeId } : skipToken);
  const tip = tipId ? tips.data?.find((x) => x.id === tipId) : undefined;
  const back = (
    <LinkButton to={listPath} variant="outline-secondary">
      <Trans>All tips</Trans>
    </LinkButton>
  );
  const tipDate = formatDate(tip?.date);
  const loading = staff.isLoading || tips.isLoading;
  return (
    <>
      <PageHeader title={tipId ? (tip ? t`Tip of ${tipDate}` : t`Tip`) : t`New tip`} actions={back} />
      <QueryState
        isLoading={loading}
        error={staff.error ?? tips.error}
        errorMessage={tips.error ? FINANCE_MESSAGES.fetchTips : MESSAGES.fallback}
        onRetry={() => {
          void staff.refetch();
          if (tipId) void tips.refetch();
        }}
        isEmpty={Boolean(tipId) && tips.isSuccess && !tip}
        empty={t`This tip was not found in this store.`}
        rows={8}
      >
        {staff.data && (!tipId || tip) && <TipForm key={tip?.id ?? 'new'} storeId={storeId} staff={staff.data} tip={tip} />}
      </QueryState>
    </>
  );
}

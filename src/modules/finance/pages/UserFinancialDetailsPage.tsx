import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { PlainTable } from '@/components/list/PlainTable';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { type StaffMember, useGetStaffQuery } from '@/modules/staff';
import { useGetUserFinancialDetailsQuery } from '../api';
import { DetailsChanges } from '../components/DetailsChanges';
import { FinancialDetailsForm } from '../components/FinancialDetailsForm';
import { StateBadge } from '../components/TipStatusBadge';
import { detailsState, maskIban, type DetailsState } from '../logic';
import { roleLabel } from '@/modules/stores';

const STATE_BADGES: Record<DetailsState, { tone: string; label: MessageDescriptor }> = {
  missing: { tone: 'warning', label: msg`Missing` },
  invalid: { tone: 'danger', label: msg`Invalid IBAN` },
  valid: { tone: 'success', label: msg`Valid` },
};

function DetailsRow({ member, selected, onSelect }: { member: StaffMember; selected: boolean; onSelect: () => void }) {
  const { t, i18n } = useLingui();
  const query = useGetUserFinancialDetailsQuery(member.userId);
  const state = query.data ? detailsState(query.data) : undefined;
  const badge = state ? STATE_BADGES[state] : undefined;
  const name = member.userName;
  return (
    <tr aria-current={selected ? 'true' : undefined}>
      <th scope="row">{member.userName || member.userId}</th>
      <td>{member.roles.map(roleLabel).join(', ') || '—'}</td>
      <td>
        {query.isLoading && (
          <span className="text-body-secondary">
            <Trans>Loading...</Trans>
          </span>
        )}
        {query.error && <span className="text-danger">{MESSAGES.fetchFinancialDetails}</span>}
        {badge && <StateBadge tone={badge.tone} label={i18n._(badge.label)} />}
      </td>
      <td className="font-monospace">{query.data?.iban ? maskIban(query.data.iban) : '—'}</td>
      <td>{query.data?.bankName || '—'}</td>
      <td className="text-end">
        <Button
          size="sm"
          variant={selected ? 'primary' : 'outline-secondary'}
          onClick={onSelect}
          aria-label={t`Edit bank details of ${name}`}
        >
          <Trans>Edit</Trans>
        </Button>
      </td>
    </tr>
  );
}

/** One person's form; saving closes it (the form leaves to the page without `?userId=`). */
function PersonForm({ member }: { member: StaffMember }) {
  const query = useGetUserFinancialDetailsQuery(member.userId);
  const name = member.userName;
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5 mb-3">
          <Trans>Bank details of {name}</Trans>
        </h2>
        <QueryState query={query} errorMessage={MESSAGES.fetchFinancialDetails} rows={3}>
          {query.data && (
            <>
              <FinancialDetailsForm key={member.userId} details={query.data} personName={member.userName} />
              <DetailsChanges changes={query.data.changes} />
            </>
          )}
        </QueryState>
      </Card.Body>
    </Card>
  );
}

/**
 * `/user-financial-details` (tip.write): the store's staff with the state of their bank details
 * and a form per person (`?userId=` opens it, so the SEPA check can link straight to a person).
 * Details are fetched per person and dropped as soon as the page no longer shows them.
 */
export function UserFinancialDetailsPage() {
  const { t } = useLingui();
  const store = useAppSelector(selectCurrentStore);
  const staff = useGetStaffQuery(store ? { storeId: store.id } : skipToken);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('userId');
  const members = (staff.data ?? []).filter((m) => m.active || m.userId === selectedId);
  const selected = members.find((m) => m.userId === selectedId);
  const select = (userId: string | null) => setParams(userId ? { userId } : {}, { replace: true });

  return (
    <>
      <PageHeader title={t`Employee financial details`} />
      {selected && <PersonForm member={selected} />}
      <Card>
        <Card.Body>
          <QueryState
            query={staff}
            errorMessage={MESSAGES.fetchFinancialDetails}
            isEmpty={members.length === 0}
            empty={t`This store has no staff yet.`}
          >
            <PlainTable
              responsive
              hover
              className="align-middle mb-0"
              caption={t`Staff bank details`}
              headers={[t`Name`, t`Role`, t`Bank details`, t`IBAN`, t`Bank`, { label: t`Actions`, hidden: true }]}
            >
              {members.map((m) => (
                <DetailsRow key={m.userId} member={m} selected={m.userId === selectedId} onSelect={() => select(m.userId)} />
              ))}
            </PlainTable>
          </QueryState>
        </Card.Body>
      </Card>
    </>
  );
}

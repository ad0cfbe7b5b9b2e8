import { skipToken } from '@reduxjs/toolkit/query/react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { HiddenHeader } from '@/components/HiddenHeader';
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

const STATE_BADGES: Record<DetailsState, { tone: string; label: string }> = {
  missing: { tone: 'warning', label: 'Missing' },
  invalid: { tone: 'danger', label: 'Invalid IBAN' },
  valid: { tone: 'success', label: 'Valid' },
};

function DetailsRow({ member, selected, onSelect }: { member: StaffMember; selected: boolean; onSelect: () => void }) {
  const query = useGetUserFinancialDetailsQuery(member.userId);
  const state = query.data ? detailsState(query.data) : undefined;
  const badge = state ? STATE_BADGES[state] : undefined;
  return (
    <tr aria-current={selected ? 'true' : undefined}>
      <th scope="row">{member.userName || member.userId}</th>
      <td>{member.roles.join(', ') || '—'}</td>
      <td>
        {query.isLoading && <span className="text-body-secondary">Loading...</span>}
        {query.error && <span className="text-danger">{MESSAGES.finance.fetchFinancialDetails}</span>}
        {badge && <StateBadge {...badge} />}
      </td>
      <td className="font-monospace">{query.data?.iban ? maskIban(query.data.iban) : '—'}</td>
      <td>{query.data?.bankName || '—'}</td>
      <td className="text-end">
        <Button
          size="sm"
          variant={selected ? 'primary' : 'outline-secondary'}
          onClick={onSelect}
          aria-label={`Edit bank details of ${member.userName}`}
        >
          Edit
        </Button>
      </td>
    </tr>
  );
}

/** One person's form; saving closes it (the form leaves to the page without `?userId=`). */
function PersonForm({ member }: { member: StaffMember }) {
  const query = useGetUserFinancialDetailsQuery(member.userId);
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5 mb-3">Bank details of {member.userName}</h2>
        <QueryState query={query} errorMessage={MESSAGES.finance.fetchFinancialDetails} rows={3}>
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
  const store = useAppSelector(selectCurrentStore);
  const staff = useGetStaffQuery(store ? { storeId: store.id } : skipToken);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('userId');
  const members = (staff.data ?? []).filter((m) => m.active || m.userId === selectedId);
  const selected = members.find((m) => m.userId === selectedId);
  const select = (userId: string | null) => setParams(userId ? { userId } : {}, { replace: true });

  return (
    <>
      <PageHeader title="Employee financial details" />
      {selected && <PersonForm member={selected} />}
      <Card>
        <Card.Body>
          <QueryState
            query={staff}
            errorMessage={MESSAGES.finance.fetchFinancialDetails}
            isEmpty={members.length === 0}
            empty="This store has no staff yet."
          >
            <Table responsive hover className="align-middle mb-0">
              <caption className="visually-hidden">Staff bank details</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Role</th>
                  <th scope="col">Bank details</th>
                  <th scope="col">IBAN</th>
                  <th scope="col">Bank</th>
                  <HiddenHeader>Actions</HiddenHeader>
                </tr>
              </thead>
              <tbody>
                {members.map((m) => (
                  <DetailsRow key={m.userId} member={m} selected={m.userId === selectedId} onSelect={() => select(m.userId)} />
                ))}
              </tbody>
            </Table>
          </QueryState>
        </Card.Body>
      </Card>
    </>
  );
}

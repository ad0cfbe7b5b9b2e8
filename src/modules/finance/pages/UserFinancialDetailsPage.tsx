import { skipToken } from '@reduxjs/toolkit/query/react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useGetStaffQuery } from '@/modules/staff/api';
import type { StaffMember } from '@/modules/staff/types';
import { useGetUserFinancialDetailsQuery } from '../api';
import { FinancialDetailsForm } from '../components/FinancialDetailsForm';
import { detailsState, maskIban, type DetailsState } from '../logic';

const STATE_BADGES: Record<DetailsState, { bg: string; text: 'dark' | 'light'; label: string }> = {
  missing: { bg: 'warning', text: 'dark', label: 'Missing' },
  invalid: { bg: 'danger', text: 'light', label: 'Invalid IBAN' },
  valid: { bg: 'success', text: 'light', label: 'Valid' },
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
        {badge && (
          <Badge bg={badge.bg} text={badge.text}>
            {badge.label}
          </Badge>
        )}
      </td>
      <td className="font-monospace">{query.data?.iban ? maskIban(query.data.iban) : '—'}</td>
      <td>{query.data?.bankName || '—'}</td>
      <td className="text-end">
        <Button size="sm" variant={selected ? 'primary' : 'outline-secondary'} onClick={onSelect} aria-label={`Edit bank details of ${member.userName}`}>
          Edit
        </Button>
      </td>
    </tr>
  );
}

function PersonForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const query = useGetUserFinancialDetailsQuery(member.userId);
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5 mb-3">Bank details of {member.userName}</h2>
        <QueryState isLoading={query.isLoading} error={query.error} errorMessage={MESSAGES.finance.fetchFinancialDetails} onRetry={() => void query.refetch()} rows={3}>
          {query.data && <FinancialDetailsForm key={member.userId} details={query.data} personName={member.userName} onSaved={onDone} />}
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
      {selected && <PersonForm member={selected} onDone={() => select(null)} />}
      <Card>
        <Card.Body>
          <QueryState
            isLoading={staff.isLoading}
            error={staff.error}
            errorMessage={MESSAGES.finance.fetchFinancialDetails}
            onRetry={() => void staff.refetch()}
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
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
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

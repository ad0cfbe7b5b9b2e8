import './shareTable.css';
import { Trans, useLingui } from '@lingui/react/macro';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { DecimalField } from '@/components/form/DecimalField';
import { formatMoney } from '@/lib/format';
import type { StaffMember } from '@/modules/staff';
import type { ShareRow } from '../logic';
import { toCents } from '../schema';
import type { DistributionMethod } from '../types';

interface Props {
  rows: readonly ShareRow[];
  staff: readonly StaffMember[];
  method: DistributionMethod;
  shares: readonly { userId: string; amount: number }[];
  amount: number | null;
  onChange: (userId: string, patch: Partial<ShareRow>) => void;
  /** 24 for a day's tip, 24 per day for a pool over a period. */
  maxHours?: number;
}

/** Who shares the tip, what each counts with under the method, and the preview of each share. */
export function ShareTable({ rows, staff, method, shares, amount, onChange, maxHours = 24 }: Props) {
  const { t } = useLingui();
  const tipAmount = amount === null ? '' : formatMoney(amount);
  const nameOf = (userId: string) => staff.find((s) => s.userId === userId)?.userName ?? userId;
  const share = new Map(shares.map((s) => [s.userId, s.amount]));
  const totalCents = shares.reduce((sum, s) => sum + toCents(s.amount), 0);
  return (
    <Table responsive size="sm" className="align-middle">
      <caption className="visually-hidden">
        <Trans>Shares of the tip</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Person</Trans>
          </th>
          {method === 'hours' && (
            <th scope="col">
              <Trans>Hours</Trans>
            </th>
          )}
          {method === 'role_weight' && (
            <th scope="col">
              <Trans>Weight</Trans>
            </th>
          )}
          {method === 'manual' && (
            <th scope="col">
              <Trans>Share (EUR)</Trans>
            </th>
          )}
          <th scope="col" className="text-end">
            <Trans>Share</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const name = nameOf(r.userId);
          return (
            <tr key={r.userId}>
              <td>
                <Form.Check
                  id={`share-include-${r.userId}`}
                  label={name}
                  checked={r.included}
                  onChange={(e) => onChange(r.userId, { included: e.target.checked })}
                />
              </td>
              {method === 'hours' && (
                <td>
                  <DecimalField
                    id={`share-hours-${r.userId}`}
                    label={t`Hours of ${name}`}
                    value={r.hours}
                    className="mb-0 visually-hidden-label"
                    decimals={2}
                    min={0}
                    max={maxHours}
                    disabled={!r.included}
                    onChange={(hours) => onChange(r.userId, { hours })}
                  />
                </td>
              )}
              {method === 'role_weight' && (
                <td>
                  <DecimalField
                    id={`share-weight-${r.userId}`}
                    label={t`Weight of ${name}`}
                    value={r.weight}
                    className="mb-0 visually-hidden-label"
                    decimals={2}
                    min={0}
                    max={100}
                    disabled={!r.included}
                    onChange={(weight) => onChange(r.userId, { weight })}
                  />
                </td>
              )}
              {method === 'manual' && (
                <td>
                  <DecimalField
                    id={`share-amount-${r.userId}`}
                    label={t`Share of ${name}`}
                    value={r.amount}
                    className="mb-0 visually-hidden-label"
                    decimals={2}
                    min={0}
                    disabled={!r.included}
                    onChange={(value) => onChange(r.userId, { amount: value })}
                  />
                </td>
              )}
              <td className="text-end" aria-label={t`Share of ${name}`}>
                {r.included && share.has(r.userId) ? formatMoney(share.get(r.userId) ?? 0) : '—'}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={method === 'equal' ? 1 : 2}>
            <Trans>Total of the shares</Trans>
          </th>
          <td className="text-end fw-semibold" data-testid="share-total">
            {formatMoney(totalCents / 100)}
            {amount !== null && Number.isFinite(amount) ? t` of ${tipAmount}` : ''}
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}

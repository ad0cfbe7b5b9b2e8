import './shareTable.css';
import { Trans, useLingui } from '@lingui/react/macro';
import Form from 'react-bootstrap/Form';
import { DecimalField } from '@/components/form/DecimalField';
import { PlainTable } from '@/components/list/PlainTable';
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

interface ShareField {
  key: 'hours' | 'weight' | 'amount';
  header: string;
  label: (name: string) => string;
  max?: number;
}

/** Who shares the tip, what each counts with under the method, and the preview of each share. */
export function ShareTable({ rows, staff, method, shares, amount, onChange, maxHours = 24 }: Props) {
  const { t } = useLingui();
  const tipAmount = amount === null ? '' : formatMoney(amount);
  const nameOf = (userId: string) => staff.find((s) => s.userId === userId)?.userName ?? userId;
  const share = new Map(shares.map((s) => [s.userId, s.amount]));
  const totalCents = shares.reduce((sum, s) => sum + toCents(s.amount), 0);
  // The one figure a person counts with under the method (none when the tip is shared equally).
  const fields: Record<DistributionMethod, ShareField | null> = {
    equal: null,
    hours: { key: 'hours', header: t`Hours`, label: (name) => t`Hours of ${name}`, max: maxHours },
    role_weight: { key: 'weight', header: t`Weight`, label: (name) => t`Weight of ${name}`, max: 100 },
    manual: { key: 'amount', header: t`Share (EUR)`, label: (name) => t`Share of ${name}` },
  };
  const field = fields[method];
  return (
    <PlainTable
      responsive
      size="sm"
      className="align-middle"
      caption={t`Shares of the tip`}
      headers={[t`Person`, ...(field ? [field.header] : []), { label: t`Share`, align: 'end' }]}
      footer={
        <tr>
          <th scope="row" colSpan={method === 'equal' ? 1 : 2}>
            <Trans>Total of the shares</Trans>
          </th>
          <td className="text-end fw-semibold" data-testid="share-total">
            {formatMoney(totalCents / 100)}
            {amount !== null && Number.isFinite(amount) ? t` of ${tipAmount}` : ''}
          </td>
        </tr>
      }
    >
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
            {field && (
              <td>
                <DecimalField
                  id={`share-${field.key}-${r.userId}`}
                  label={field.label(name)}
                  value={r[field.key]}
                  className="mb-0 visually-hidden-label"
                  decimals={2}
                  min={0}
                  max={field.max}
                  disabled={!r.included}
                  onChange={(value) => onChange(r.userId, { [field.key]: value })}
                />
              </td>
            )}
            <td className="text-end" aria-label={t`Share of ${name}`}>
              {r.included && share.has(r.userId) ? formatMoney(share.get(r.userId) ?? 0) : '—'}
            </td>
          </tr>
        );
      })}
    </PlainTable>
  );
}

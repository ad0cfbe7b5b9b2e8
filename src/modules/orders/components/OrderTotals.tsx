import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { isPriced, MISSING, moneyText, orderTotals } from '../totals';
import type { OrderLine } from '../types';

/** Net, VAT and gross of the lines (VAT per line, decisions in README); "—" while a line lacks a number. */
export function OrderTotals({
  lines,
  currency,
}: {
  lines: readonly Pick<OrderLine, 'quantity' | 'unitPrice' | 'vatRate'>[];
  currency: string;
}) {
  const { t } = useLingui();
  const totals = lines.every(isPriced) ? orderTotals(lines) : null;
  const rows = [
    [t`Net`, totals?.net, 'order-net'],
    [t`VAT`, totals?.vat, 'order-vat'],
    [t`Gross`, totals?.gross, 'order-gross'],
  ] as const;
  return (
    <dl className="row mb-0 mt-3 ms-auto" style={{ maxWidth: '22rem' }} aria-label={t`Order totals`}>
      {rows.map(([label, value, testId]) => (
        <Fragment key={testId}>
          <dt className="col-6">{label}</dt>
          <dd className={`col-6 text-end mb-1${testId === 'order-gross' ? ' fw-semibold' : ''}`} data-testid={testId}>
            {totals ? moneyText(value, currency) : MISSING}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

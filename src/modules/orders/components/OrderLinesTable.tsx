import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { HiddenHeader } from '@/components/HiddenHeader';
import { ScrollRegion } from '@/components/ScrollRegion';
import { isPriced, lineTotals, MISSING, moneyText, quantityText } from '../totals';
import type { OrderLine } from '../types';
import { unitLabel } from '@/modules/products';

/** The editable numbers of a line. */
export type LineNumberField = 'quantity' | 'unitPrice' | 'vatRate';

interface OrderLinesTableProps {
  lines: readonly Pick<OrderLine, 'productId' | 'unit' | 'quantity' | 'unitPrice' | 'vatRate' | 'receivedQuantity'>[];
  currency: string;
  /** Product names by id; a product not known shows its id. */
  nameOf: (productId: string) => string;
  /** Shows the received quantities (an order with the supplier). */
  showReceived?: boolean;
  /** The input of an editable number; without it the numbers are text (read-only). */
  editCell?: (index: number, field: LineNumberField, label: string) => ReactNode;
  /** Error of a line's product (e.g. not from this supplier). */
  productError?: (index: number) => string | undefined;
  onRemove?: (index: number) => void;
  disabled?: boolean;
}

/** An order's lines: product, numbers (inputs when editable), received, and each line's totals. */
export function OrderLinesTable({
  lines,
  currency,
  nameOf,
  showReceived,
  editCell,
  productError,
  onRemove,
  disabled,
}: OrderLinesTableProps) {
  const { t } = useLingui();
  if (lines.length === 0) return <p className="text-body-secondary mb-0">{t`No lines yet.`}</p>;
  /** The accessible name of a line's input: "Quantity of Espresso beans". */
  const inputLabel = (field: LineNumberField, name: string) =>
    field === 'quantity' ? t`Quantity of ${name}` : field === 'unitPrice' ? t`Unit price of ${name}` : t`VAT rate of ${name}`;
  const shown = (line: OrderLinesTableProps['lines'][number], field: LineNumberField) =>
    field === 'unitPrice' ? moneyText(line.unitPrice, currency) : quantityText(line[field]);
  return (
    <ScrollRegion label={t`Order lines`}>
      <Table className="align-middle mb-0">
        <caption className="visually-hidden">{t`Order lines`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Product`}</th>
            <th scope="col">{t`Quantity`}</th>
            <th scope="col">{t`Unit`}</th>
            <th scope="col">{t`Unit price`}</th>
            <th scope="col">{t`VAT %`}</th>
            {showReceived && (
              <th scope="col" className="text-end">
                {t`Received`}
              </th>
            )}
            {[t`Net`, t`VAT`, t`Gross`].map((h) => (
              <th key={h} scope="col" className="text-end">
                {h}
              </th>
            ))}
            {onRemove && <HiddenHeader>{t`Remove`}</HiddenHeader>}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => {
            const name = nameOf(line.productId);
            const totals = isPriced(line) ? lineTotals(line) : null;
            const money = (v: number | undefined) => (totals ? moneyText(v, currency) : MISSING);
            const cell = (index: number, field: LineNumberField) => (
              <td className={editCell ? undefined : 'text-end'}>
                {editCell ? editCell(index, field, inputLabel(field, name)) : shown(line, field)}
              </td>
            );
            return (
              <tr key={line.productId}>
                <td>
                  {name}
                  {productError?.(i) && <div className="text-danger small">{productError(i)}</div>}
                </td>
                {cell(i, 'quantity')}
                <td>{unitLabel(line.unit)}</td>
                {cell(i, 'unitPrice')}
                {cell(i, 'vatRate')}
                {showReceived && <td className="text-end">{quantityText(line.receivedQuantity)}</td>}
                <td className="text-end">{money(totals?.net)}</td>
                <td className="text-end">{money(totals?.vat)}</td>
                <td className="text-end">{money(totals?.gross)}</td>
                {onRemove && (
                  <td className="text-end">
                    <Button
                      variant="outline-secondary"
                      size="sm"
                      aria-label={t`Remove ${name}`}
                      disabled={disabled}
                      onClick={() => onRemove(i)}
                    >
                      {t`Remove`}
                    </Button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { HiddenHeader } from '@/components/HiddenHeader';
import { ScrollRegion } from '@/components/ScrollRegion';
import { isPriced, lineTotals, MISSING, moneyText, quantityText } from '../totals';
import type { OrderLine } from '../types';

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

const LABELS: Record<LineNumberField, string> = { quantity: 'Quantity', unitPrice: 'Unit price', vatRate: 'VAT rate' };

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
  if (lines.length === 0) return <p className="text-body-secondary mb-0">No lines yet.</p>;
  const shown = (line: OrderLinesTableProps['lines'][number], field: LineNumberField) =>
    field === 'unitPrice' ? moneyText(line.unitPrice, currency) : quantityText(line[field]);
  return (
    <ScrollRegion label="Order lines">
      <Table className="align-middle mb-0">
        <caption className="visually-hidden">Order lines</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit</th>
            <th scope="col">Unit price</th>
            <th scope="col">VAT %</th>
            {showReceived && (
              <th scope="col" className="text-end">
                Received
              </th>
            )}
            {(['Net', 'VAT', 'Gross'] as const).map((h) => (
              <th key={h} scope="col" className="text-end">
                {h}
              </th>
            ))}
            {onRemove && <HiddenHeader>Remove</HiddenHeader>}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => {
            const name = nameOf(line.productId);
            const t = isPriced(line) ? lineTotals(line) : null;
            const money = (v: number | undefined) => (t ? moneyText(v, currency) : MISSING);
            const cell = (index: number, field: LineNumberField) => (
              <td className={editCell ? undefined : 'text-end'}>
                {editCell ? editCell(index, field, `${LABELS[field]} of ${name}`) : shown(line, field)}
              </td>
            );
            return (
              <tr key={line.productId}>
                <td>
                  {name}
                  {productError?.(i) && <div className="text-danger small">{productError(i)}</div>}
                </td>
                {cell(i, 'quantity')}
                <td>{line.unit}</td>
                {cell(i, 'unitPrice')}
                {cell(i, 'vatRate')}
                {showReceived && <td className="text-end">{quantityText(line.receivedQuantity)}</td>}
                <td className="text-end">{money(t?.net)}</td>
                <td className="text-end">{money(t?.vat)}</td>
                <td className="text-end">{money(t?.gross)}</td>
                {onRemove && (
                  <td className="text-end">
                    <Button
                      variant="outline-secondary"
                      size="sm"
                      aria-label={`Remove ${name}`}
                      disabled={disabled}
                      onClick={() => onRemove(i)}
                    >
                      Remove
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

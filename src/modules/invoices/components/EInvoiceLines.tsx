import { Trans, useLingui } from '@lingui/react/macro';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { ScrollRegion } from '@/components/ScrollRegion';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';
import type { EInvoiceLine } from '../einvoice/draft';
import type { LineMatch } from '../einvoice/matching';

function PriceFlag({ match, currency }: { match: LineMatch; currency: string }) {
  if (!match.flagged || match.lastPrice === null) return null;
  const price = formatMoney(match.unitPrice, currency);
  const last = formatMoney(match.lastPrice, currency);
  const share = formatPercent(match.unitPrice / match.lastPrice - 1);
  return (
    <Badge bg="warning" text="dark" className="text-wrap text-start">
      <Trans>
        {price} is {share} above the last purchase price of {last}
      </Trans>
    </Badge>
  );
}

/** The draft's lines with the product each matched (seller's item id, then name) and prices above the last purchase flagged. */
export function EInvoiceLines({
  lines,
  matches,
  currency,
}: {
  lines: readonly EInvoiceLine[];
  matches: readonly LineMatch[];
  currency: string;
}) {
  const { t } = useLingui();
  return (
    <ScrollRegion label={t`Lines of the draft invoice`}>
      <Table size="sm" className="mb-0 align-middle">
        <caption className="caption-top">
          <Trans>Lines and products</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t`Line`}</th>
            <th scope="col">{t`Product`}</th>
            <th scope="col" className="text-end">{t`Quantity`}</th>
            <th scope="col" className="text-end">{t`Net price`}</th>
            <th scope="col" className="text-end">{t`Line total`}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => {
            const match = matches[i];
            const quantity = formatNumber(line.quantity, 4);
            const unit = line.unitCode;
            return (
              <tr key={`${line.id}-${i}`}>
                <td>{line.name}</td>
                <td>
                  {match?.product ? (
                    <>
                      {match.product.name}
                      <div className="small text-body-secondary">
                        {match.by === 'sellerItemId' ? t`matched by the seller's item id` : t`matched by name`}
                      </div>
                    </>
                  ) : (
                    <span className="text-body-secondary">{t`No product matches`}</span>
                  )}
                  {match && (
                    <div>
                      <PriceFlag match={match} currency={currency} />
                    </div>
                  )}
                </td>
                <td className="text-end text-nowrap">
                  {quantity} {unit}
                </td>
                <td className="text-end">{formatMoney(match?.unitPrice ?? line.netPrice, currency)}</td>
                <td className="text-end">{formatMoney(line.lineTotal, currency)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

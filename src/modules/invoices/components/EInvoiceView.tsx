import { Trans, useLingui } from '@lingui/react/macro';
import Table from 'react-bootstrap/Table';
import { DetailList } from '@/components/DetailList';
import { ScrollRegion } from '@/components/ScrollRegion';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import type { EInvoiceDraft } from '../einvoice/draft';

const rate = (value: number | null) => (value === null ? '—' : `${formatNumber(value, 2)} %`);

function SellerItemId({ id }: { id: string }) {
  return (
    <div className="small text-body-secondary">
      <Trans>Seller's item id {id}</Trans>
    </div>
  );
}

/** A readable view of an e-invoice as the file states it: seller, dates, lines, VAT breakdown, totals, payment. */
export function EInvoiceView({ draft, fileName }: { draft: EInvoiceDraft; fileName: string }) {
  const { t } = useLingui();
  const money = (v: number | null) => (v === null ? '—' : formatMoney(v, draft.currency));
  const { totals } = draft;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the names of the two syntaxes, the same in every language
  const syntax = draft.syntax === 'ubl' ? 'UBL 2.1' : 'UN/CEFACT CII';
  return (
    <section aria-label={t`E-invoice ${fileName}`}>
      <DetailList
        title={t`E-invoice as sent (${syntax})`}
        items={[
          [t`Seller`, draft.seller.name],
          [t`Trading name`, draft.seller.tradingName],
          [t`VAT id`, draft.seller.vatId],
          [t`Tax number`, draft.seller.taxNumber],
          [t`Invoice number`, draft.invoiceNumber],
          [t`Document`, draft.documentType === 'credit_note' ? t`Credit note` : t`Invoice`],
          [t`Issue date`, formatDate(draft.issueDate)],
          [t`Due date`, draft.dueDate ? formatDate(draft.dueDate) : ''],
          [t`Currency`, draft.currency],
          [t`Seller's IBAN`, draft.iban],
          [t`Terms of payment`, <span style={{ whiteSpace: 'pre-line' }}>{draft.paymentTerms}</span>],
        ]}
      />
      <ScrollRegion label={t`Lines of the e-invoice`} className="mt-3">
        <Table size="sm" className="mb-0">
          <caption className="caption-top">
            <Trans>Lines</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t`Item`}</th>
              <th scope="col" className="text-end">{t`Quantity`}</th>
              <th scope="col">{t`Unit`}</th>
              <th scope="col" className="text-end">{t`Net price`}</th>
              <th scope="col" className="text-end">{t`VAT`}</th>
              <th scope="col" className="text-end">{t`Line total`}</th>
            </tr>
          </thead>
          <tbody>
            {draft.lines.map((line, i) => (
              <tr key={`${line.id}-${i}`}>
                <td>
                  {line.name}
                  {line.sellerItemId && <SellerItemId id={line.sellerItemId} />}
                </td>
                <td className="text-end">{formatNumber(line.quantity, 4)}</td>
                <td>{line.unitCode}</td>
                <td className="text-end">
                  {money(line.netPrice)}
                  {line.priceBaseQuantity !== 1 && ` / ${formatNumber(line.priceBaseQuantity, 4)}`}
                </td>
                <td className="text-end">{rate(line.vatRate)}</td>
                <td className="text-end">{money(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      <ScrollRegion label={t`VAT breakdown and totals`} className="mt-3">
        <Table size="sm" className="mb-0">
          <caption className="caption-top">
            <Trans>VAT breakdown</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t`Category`}</th>
              <th scope="col" className="text-end">{t`Rate`}</th>
              <th scope="col" className="text-end">{t`Taxable amount`}</th>
              <th scope="col" className="text-end">{t`VAT`}</th>
            </tr>
          </thead>
          <tbody>
            {draft.vat.map((v, i) => (
              <tr key={`${v.category}-${i}`}>
                <td>{v.category}</td>
                <td className="text-end">{rate(v.rate)}</td>
                <td className="text-end">{money(v.taxable)}</td>
                <td className="text-end">{money(v.tax)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      <dl className="row mt-3 mb-0" aria-label={t`Totals of the e-invoice`}>
        <dt className="col-7 fw-normal">{t`Sum of lines`}</dt>
        <dd className="col-5 text-end mb-1">{money(totals.lines)}</dd>
        {totals.allowances !== 0 && (
          <>
            <dt className="col-7 fw-normal">{t`Allowances`}</dt>
            <dd className="col-5 text-end mb-1">{money(-totals.allowances)}</dd>
          </>
        )}
        {totals.charges !== 0 && (
          <>
            <dt className="col-7 fw-normal">{t`Charges`}</dt>
            <dd className="col-5 text-end mb-1">{money(totals.charges)}</dd>
          </>
        )}
        <dt className="col-7 fw-normal">{t`Net total`}</dt>
        <dd className="col-5 text-end mb-1">{money(totals.net)}</dd>
        <dt className="col-7 fw-normal">{t`VAT total`}</dt>
        <dd className="col-5 text-end mb-1">{money(totals.tax)}</dd>
        <dt className="col-7">{t`Gross total`}</dt>
        <dd className="col-5 text-end mb-1 fw-semibold">{money(totals.gross)}</dd>
        {totals.payable !== null && totals.payable !== totals.gross && (
          <>
            <dt className="col-7 fw-normal">{t`Amount due`}</dt>
            <dd className="col-5 text-end mb-1">{money(totals.payable)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

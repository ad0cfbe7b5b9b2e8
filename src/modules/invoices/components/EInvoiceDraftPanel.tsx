import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link, useNavigate } from 'react-router-dom';
import { DetailList } from '@/components/DetailList';
import { QueryState } from '@/components/QueryState';
import { formatDate, formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useGetProductsQuery } from '@/modules/products';
import { SUPPLIER_MESSAGES, useGetSuppliersQuery } from '@/modules/suppliers';
import { useGetInvoicesQuery } from '../api';
import { duplicateProblem, type EInvoiceProblem } from '../einvoice/checks';
import type { EInvoiceDraft } from '../einvoice/draft';
import { matchLines, matchSupplier } from '../einvoice/matching';
import { problemMessage } from '../einvoice/problems';
import { useSaveEInvoice } from '../eInvoiceSave';
import { PATHS } from '../paths';
import { EInvoiceLines } from './EInvoiceLines';
import { EInvoiceSupplier } from './EInvoiceSupplier';

interface Props {
  /** The file's checks and the file to keep. */
  reading: { problems: readonly EInvoiceProblem[]; original: File };
  draft: EInvoiceDraft;
  storeId: string;
}

/** Why the draft cannot be saved, each with its figures; nothing is sent while there is one. */
export function EInvoiceProblems({ problems, currency }: { problems: readonly EInvoiceProblem[]; currency: string }) {
  if (problems.length === 0) return null;
  return (
    <Alert variant="danger" role="alert">
      <Trans>This e-invoice cannot be saved:</Trans>
      <ul className="mb-0 mt-1">
        {problems.map((p, i) => (
          <li key={i}>{problemMessage(p, currency)}</li>
        ))}
      </ul>
    </Alert>
  );
}

/** The draft invoice an e-invoice gives: its supplier matched, its lines matched to products, the checks, and Save. */
export function EInvoiceDraftPanel({ reading: { problems, original }, draft, storeId }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const guard = useSubmitGuard();
  const suppliers = useGetSuppliersQuery();
  const products = useGetProductsQuery({ storeId });
  const match = useMemo(() => matchSupplier(draft.seller, suppliers.data ?? []), [draft.seller, suppliers.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const supplierId = chosen ?? match.supplier?.id ?? '';
  const booked = useGetInvoicesQuery({ storeId, supplierId }, { skip: !supplierId });
  const duplicate = duplicateProblem(draft.invoiceNumber, supplierId, booked.data ?? []);
  const allProblems = duplicate ? [...problems, duplicate] : problems;
  const lineMatches = useMemo(() => matchLines(draft.lines, products.data ?? [], supplierId), [draft.lines, products.data, supplierId]);
  const { save, saving } = useSaveEInvoice();
  const [failed, setFailed] = useState<{ message: string; invoiceId?: string } | null>(null);
  const money = (v: number | null) => (v === null ? '' : formatMoney(v, draft.currency));

  const onSave = async () => {
    setFailed(null);
    const result = await save(draft, original, storeId, supplierId);
    if (!result.ok) {
      setFailed(result);
      notify.error(result.message);
      return;
    }
    const number = draft.invoiceNumber;
    notify.success(t`Invoice ${number} saved from the e-invoice`);
    void navigate(PATHS.invoice(result.invoiceId));
  };

  return (
    <section aria-label={t`Draft invoice`}>
      <EInvoiceProblems problems={allProblems} currency={draft.currency} />
      <DetailList
        title={t`Draft invoice`}
        items={[
          [t`Invoice number`, draft.invoiceNumber],
          [t`Invoice date`, formatDate(draft.issueDate)],
          [t`Due date`, draft.dueDate ? formatDate(draft.dueDate) : ''],
          [t`Net`, money(draft.totals.net)],
          [t`VAT`, money(draft.totals.tax)],
          [t`Gross`, money(draft.totals.gross)],
        ]}
      />
      <div className="mt-3">
        <QueryState query={suppliers} errorMessage={SUPPLIER_MESSAGES.fetch} rows={2}>
          <EInvoiceSupplier
            seller={draft.seller}
            suppliers={suppliers.data ?? []}
            match={match}
            supplierId={supplierId}
            onChange={setChosen}
          />
        </QueryState>
      </div>
      <EInvoiceLines lines={draft.lines} matches={lineMatches} currency={draft.currency} />
      {failed && (
        <Alert variant="danger" className="mt-3">
          {failed.message}{' '}
          {failed.invoiceId && (
            <Link to={PATHS.invoice(failed.invoiceId)}>
              <Trans>The file was kept: review the invoice</Trans>
            </Link>
          )}
        </Alert>
      )}
      <Button
        className="mt-3"
        disabled={allProblems.length > 0 || !supplierId || saving || booked.isFetching || Boolean(failed?.invoiceId)}
        onClick={guard(onSave)}
      >
        {saving ? t`Saving…` : t`Save invoice`}
      </Button>
      {!supplierId && allProblems.length === 0 && (
        <p className="small text-body-secondary mt-2 mb-0">
          <Trans>Choose the supplier to save.</Trans>
        </p>
      )}
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { INVOICE_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useDeleteInvoiceMutation } from '../api';
import type { Invoice } from '../types';

/** Delete, after a confirmation; back to the list once deleted. Disabled while the form has unsaved changes. */
export function InvoiceDeleteButton({ invoice, disabled }: { invoice: Invoice; disabled: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleteInvoice, deleting] = useDeleteInvoiceMutation();
  const guard = useSubmitGuard();

  const remove = async () => {
    const result = await deleteInvoice({ id: invoice.id, storeId: invoice.storeId });
    if ('error' in result) {
      setConfirming(false);
      notify.error(getErrorMessage(result.error, INVOICE_MESSAGES.delete));
      return;
    }
    notify.success(t`Invoice deleted`);
    void navigate(PATHS.invoices, { replace: true });
  };

  return (
    <>
      <Button variant="outline-secondary" disabled={disabled} onClick={() => setConfirming(true)}>
        <Trans>Delete</Trans>
      </Button>
      <ConfirmDialog
        show={confirming}
        title={t`Delete invoice`}
        body={t`Delete this invoice and its document? This cannot be undone.`}
        confirmLabel={t`Delete`}
        busy={deleting.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={guard(remove)}
      />
    </>
  );
}

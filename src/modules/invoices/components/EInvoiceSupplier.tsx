import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { getErrorMessage } from '@/api/errors';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useCan } from '@/session/useCan';
import { SUPPLIER_MESSAGES, useCreateSupplierMutation, type Supplier } from '@/modules/suppliers';
import type { EInvoiceSeller } from '../einvoice/draft';
import type { SupplierMatch } from '../einvoice/matching';

/** A new supplier from the e-invoice's seller: its name and VAT id, everything else to fill in later. */
function newSupplier(seller: EInvoiceSeller) {
  return {
    name: seller.name,
    customerAccountNo: '',
    contactName: '',
    email: '',
    orderEmail: '',
    phone: '',
    address: { street: '', postalCode: '', city: '', country: /^[A-Z]{2}/.exec(seller.vatId)?.[0] ?? '' },
    vatId: seller.vatId,
    paymentTermsDays: 0,
    minOrderValue: 0,
    deliveryWeekdays: [],
    orderCutoffTime: '',
    leadTimeDays: 0,
    notes: '',
    status: 'active' as const,
  };
}

interface Props {
  seller: EInvoiceSeller;
  suppliers: readonly Supplier[];
  match: SupplierMatch;
  supplierId: string;
  onChange: (supplierId: string) => void;
}

/** The supplier of the draft: the one matched (VAT id, then name), another one chosen, or the seller added as a new one. */
export function EInvoiceSupplier({ seller, suppliers, match, supplierId, onChange }: Props) {
  const { t } = useLingui();
  const canAdd = useCan('suppliers.write');
  const [create, { isLoading }] = useCreateSupplierMutation();
  const guard = useSubmitGuard();
  const name = seller.name;
  const vatId = seller.vatId;
  const add = async () => {
    const result = await create(newSupplier(seller));
    if ('error' in result) notify.error(getErrorMessage(result.error, SUPPLIER_MESSAGES.save));
    else onChange(result.data.id);
  };
  return (
    <Form.Group className="mb-3" controlId="einvoice-supplier">
      <Form.Label>
        <Trans>Supplier</Trans>
      </Form.Label>
      <Form.Select value={supplierId} onChange={(e) => onChange(e.target.value)} aria-describedby="einvoice-supplier-match">
        <option value="">{t`Choose a supplier`}</option>
        {suppliers.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </Form.Select>
      <Form.Text id="einvoice-supplier-match">
        {match.by === 'vatId' && supplierId === match.supplier?.id && <Trans>Matched by the VAT id {vatId}.</Trans>}
        {match.by === 'name' && supplierId === match.supplier?.id && <Trans>Matched by the name “{name}”.</Trans>}
        {match.by === null && <Trans>No supplier matches the seller “{name}”.</Trans>}
      </Form.Text>
      {match.by === null && canAdd && !supplierId && (
        <div className="mt-2">
          <Button variant="outline-primary" size="sm" disabled={isLoading} onClick={guard(add)}>
            <Trans>Add “{name}” as a new supplier</Trans>
          </Button>
        </div>
      )}
    </Form.Group>
  );
}

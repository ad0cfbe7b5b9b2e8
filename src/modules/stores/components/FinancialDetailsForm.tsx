import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, type Path } from 'react-hook-form';
import { getErrorMessage } from '@/api/errors';
import { describedBy, FormField } from '@/components/FormField';
import { applyFieldErrors } from '@/lib/formErrors';
import { notify } from '@/lib/notify';
import { useUnsavedChangesGuard } from '@/lib/useUnsavedChangesGuard';
import { useUpdateStoreFinancialDetailsMutation } from '../api';
import { normalizeBic, normalizeIban } from '../logic';
import { CURRENCIES, StoreFinancialDetailsInputSchema } from '../schema';
import type { StoreFinancialDetails, StoreFinancialDetailsInput } from '../types';
import { fieldError, schemaResolver, useSubmitOnce } from './formHelpers';
import { MaskedIban } from './MaskedIban';

const SAVE_FAILED = 'Failed to save financial details';

/**
 * The IBAN field starts empty: the saved IBAN is shown masked above it and is kept when the
 * field is left empty, so the full number is on screen only after a deliberate reveal.
 */
interface FormValues extends Omit<StoreFinancialDetailsInput, 'creditorReference'> {
  creditorReference: string;
}

function toValues(details: StoreFinancialDetails): FormValues {
  return {
    legalName: details.legalName,
    iban: '',
    bic: details.bic,
    addressCity: details.addressCity,
    addressCountry: details.addressCountry || 'DE',
    creditorReference: details.creditorReference ?? '',
    currency: CURRENCIES.find((c) => c === details.currency) ?? 'EUR',
  };
}

export function FinancialDetailsForm({ storeId, details }: { storeId: string; details: StoreFinancialDetails }) {
  const saved = details.iban;
  const normalize = (v: FormValues): FormValues => ({
    ...v,
    legalName: v.legalName.trim(),
    iban: v.iban.trim() === '' ? saved : normalizeIban(v.iban),
    bic: normalizeBic(v.bic),
    addressCity: v.addressCity.trim(),
    addressCountry: v.addressCountry.trim().toUpperCase(),
    creditorReference: v.creditorReference.trim(),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FormValues>({
    defaultValues: toValues(details),
    resolver: schemaResolver(StoreFinancialDetailsInputSchema, normalize),
  });
  const [update] = useUpdateStoreFinancialDetailsMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  useUnsavedChangesGuard(isDirty);

  const save = useSubmitOnce(async (values: FormValues) => {
    setServerError(null);
    try {
      const result = await update({ storeId, details: values }).unwrap();
      reset(toValues(result));
      notify.success('Financial details saved');
    } catch (error) {
      setServerError(getErrorMessage(error, SAVE_FAILED));
      applyFieldErrors(error, setError);
    }
  });

  const field = (path: Path<FormValues>, label: string, md: number, help?: string, autoComplete = 'off') => {
    const id = `financial-${path}`;
    const error = fieldError(errors, path);
    return (
      <Col md={md}>
        <FormField id={id} label={label} error={error} help={help}>
          <Form.Control autoComplete={autoComplete} spellCheck={false} isInvalid={Boolean(error)} aria-describedby={describedBy(id, error, help)} {...register(path)} />
        </FormField>
      </Col>
    );
  };
  const currencyError = fieldError(errors, 'currency');

  return (
    <Form noValidate onSubmit={(e) => void handleSubmit(save)(e)} aria-label="Financial details">
      {serverError && (
        <Alert variant="danger" role="alert">
          {serverError}
        </Alert>
      )}
      <p>
        <span className="fw-semibold me-2">Saved IBAN:</span>
        <MaskedIban iban={saved} />
      </p>
      <Row>
        {field('legalName', 'Legal name', 8, 'The SEPA debtor name: the company that pays.')}
        {field('iban', saved ? 'New IBAN' : 'IBAN', 8, saved ? 'Leave empty to keep the saved IBAN. Spaces and lower case are fine.' : 'Spaces and lower case are fine.')}
        {field('bic', 'BIC', 4, '8 or 11 characters, e.g. COBADEFFXXX.')}
        {field('addressCity', 'City', 6)}
        {field('addressCountry', 'Country', 2, 'Two letters, e.g. DE.')}
        <Col md={4}>
          <FormField id="financial-currency" label="Currency" error={currencyError}>
            <Form.Select isInvalid={Boolean(currencyError)} aria-describedby={describedBy('financial-currency', currencyError)} {...register('currency')}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Form.Select>
          </FormField>
        </Col>
        {field('creditorReference', 'Creditor reference', 6, 'Optional; at most 35 characters.')}
      </Row>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        Save financial details
      </Button>
    </Form>
  );
}

import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, type Path } from 'react-hook-form';
import { getErrorMessage } from '@/api/errors';
import { describedBy, FormField } from '@/components/FormField';
import { MESSAGES } from '@/config/messages';
import { applyFieldErrors } from '@/lib/formErrors';
import { notify } from '@/lib/notify';
import { useUnsavedChangesGuard } from '@/lib/useUnsavedChangesGuard';
import { useUpdateUserFinancialDetailsMutation } from '../api';
import { maskIban } from '../logic';
import { normalizeBic, normalizeIban, UserFinancialDetailsInputSchema } from '../schema';
import type { UserFinancialDetails, UserFinancialDetailsInput } from '../types';

const FIELDS = ['accountHolder', 'iban', 'bic', 'bankName', 'taxId'] as const;

interface Props {
  details: UserFinancialDetails;
  personName: string;
  onSaved: () => void;
}

/** One person's bank details: IBAN (mod-97, country length) and BIC checked before sending. */
export function FinancialDetailsForm({ details, personName, onSaved }: Props) {
  const [update] = useUpdateUserFinancialDetailsMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  // The IBAN stays masked until the user asks to see or change it.
  const [revealed, setRevealed] = useState(details.iban === '');
  const sending = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<UserFinancialDetailsInput>({
    defaultValues: { accountHolder: details.accountHolder || personName, iban: details.iban, bic: details.bic, bankName: details.bankName, taxId: details.taxId },
    resolver: standardSchemaResolver(UserFinancialDetailsInputSchema),
    mode: 'onTouched',
  });
  useUnsavedChangesGuard(isDirty);

  const onValid = async (values: UserFinancialDetailsInput) => {
    if (sending.current) return;
    sending.current = true;
    setServerError(null);
    try {
      const body = { ...values, accountHolder: values.accountHolder.trim(), iban: normalizeIban(values.iban), bic: normalizeBic(values.bic) };
      const saved = await update({ userId: details.userId, details: body }).unwrap();
      reset({ accountHolder: saved.accountHolder, iban: saved.iban, bic: saved.bic, bankName: saved.bankName, taxId: saved.taxId });
      notify.success(`Bank details of ${personName} saved`);
      onSaved();
    } catch (error) {
      setServerError(getErrorMessage(error, MESSAGES.finance.updateFinancialDetails));
      applyFieldErrors(error, setError, FIELDS);
    } finally {
      sending.current = false;
    }
  };

  const field = (name: Path<UserFinancialDetailsInput>, label: string, options: { help?: string; md?: number; autoComplete?: string } = {}) => {
    const id = `financial-${name}`;
    const error = errors[name]?.message;
    return (
      <Col md={options.md ?? 6}>
        <FormField id={id} label={label} error={error} help={options.help}>
          <Form.Control
            type="text"
            autoComplete={options.autoComplete ?? 'off'}
            spellCheck={false}
            isInvalid={Boolean(error)}
            aria-describedby={describedBy(id, error, options.help)}
            {...register(name)}
          />
        </FormField>
      </Col>
    );
  };

  return (
    <Form noValidate aria-label={`Bank details of ${personName}`} onSubmit={(e) => void handleSubmit(onValid)(e)}>
      {serverError && (
        <Alert variant="danger" role="alert">
          {serverError}
        </Alert>
      )}
      <Row>
        {field('accountHolder', 'Account holder', { autoComplete: 'name' })}
        {revealed ? (
          field('iban', 'IBAN', { help: 'Checked before saving: country, check digits and length.' })
        ) : (
          <Col md={6}>
            <div className="mb-3">
              <span className="form-label d-block" id="financial-iban-label">
                IBAN
              </span>
              <div className="d-flex align-items-center gap-2">
                <span className="font-monospace" aria-labelledby="financial-iban-label">
                  {maskIban(details.iban)}
                </span>
                <Button variant="outline-secondary" size="sm" onClick={() => setRevealed(true)}>
                  Show and change IBAN
                </Button>
              </div>
            </div>
          </Col>
        )}
        {field('bic', 'BIC (optional)', { md: 4, help: '8 or 11 characters.' })}
        {field('bankName', 'Bank name (optional)', { md: 4 })}
        {field('taxId', 'Tax id (optional)', { md: 4 })}
      </Row>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        Save bank details
      </Button>
    </Form>
  );
}

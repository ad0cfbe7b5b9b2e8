import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useWatch } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { EntityForm, FormActions } from '@/components/form/EntityForm';
import { TextInput } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { FINANCE_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { selectUserInfo } from '@/session/authSlice';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useUpdateUserFinancialDetailsMutation } from '../api';
import { bankFieldLabels, bicFieldErrors } from '../bank';
import { financialDetailsChangedBy, financialDetailsLocked, storesLackingTipWrite } from '../detailsRules';
import { maskIban } from '../logic';
import { normalizeBic, normalizeIban, UserFinancialDetailsInputSchema, UserFinancialDetailsSchema } from '../schema';
import type { UserFinancialDetails, UserFinancialDetailsInput } from '../types';

const FIELDS = ['accountHolder', 'iban', 'bic', 'bankName', 'taxId'] as const;

const toInput = (d: UserFinancialDetails, accountHolder = d.accountHolder): UserFinancialDetailsInput => ({
  accountHolder,
  iban: d.iban,
  bic: d.bic,
  bankName: d.bankName,
  taxId: d.taxId,
});

/** The values as they are sent and compared: trimmed, IBAN and BIC compact and upper case. */
const normalize = (v: UserFinancialDetailsInput): UserFinancialDetailsInput => ({
  accountHolder: v.accountHolder.trim(),
  iban: normalizeIban(v.iban),
  bic: normalizeBic(v.bic),
  bankName: v.bankName.trim(),
  taxId: v.taxId.trim(),
});

/**
 * PATCH semantics (issue 41): only the fields whose value differs from the saved one the form
 * builds on. An IBAN still masked is the saved one, so it is never sent back over a newer one.
 */
function changedFields(base: UserFinancialDetailsInput, values: UserFinancialDetailsInput): Partial<UserFinancialDetailsInput> {
  const saved = normalize(base);
  const typed = normalize(values);
  return Object.fromEntries(FIELDS.filter((f) => typed[f] !== saved[f]).map((f) => [f, typed[f]]));
}

/** The 409's current details as form values and their version (checked with the answer's schema). */
function readCurrent(current: unknown) {
  const parsed = UserFinancialDetailsSchema.safeParse(current);
  if (!parsed.success) return undefined;
  // Who made the change this form did not see (the newest change comes first).
  const by = parsed.data.changes[0]?.changedByName;
  return { values: toInput(parsed.data), version: parsed.data.version, message: by ? financialDetailsChangedBy(by) : undefined };
}

/** The conflict view shows an IBAN masked, as the form does. */
const format = (path: string, value: unknown) =>
  path === 'iban' && typeof value === 'string' && value !== '' ? maskIban(value) : undefined;

interface Props {
  details: UserFinancialDetails;
  personName: string;
}

/**
 * One person's bank details: IBAN (mod-97, country length) and BIC checked when a field is left
 * and before sending. Only the changed fields are sent, with the version the form builds on; a
 * colleague's save in between gives the conflict view (theirs vs mine). After saving the form
 * closes (back to the page without `?userId=`).
 */
export function FinancialDetailsForm({ details, personName }: Props) {
  const { t } = useLingui();
  const [update] = useUpdateUserFinancialDetailsMutation();
  const { pathname } = useLocation();
  const me = useAppSelector(selectUserInfo);
  const storeId = useAppSelector(selectCurrentStoreId) ?? undefined;
  // Read-only where the user lacks tip.write in a store that pays the person (detailsRules.ts);
  // without the `stores` addition the server's 422 says so on save.
  const lacking = me ? storesLackingTipWrite(me, details.userId, details.stores) : [];
  const locked =
    lacking.length > 0
      ? financialDetailsLocked(
          personName,
          lacking.map((s) => s.name || s.id),
        )
      : null;
  // The IBAN stays masked until the user asks to see or change it.
  const [revealed, setRevealed] = useState(details.iban === '');
  // The saved values the typed ones build on (the server's, not the name offered for an empty holder):
  // at opening, then each save's answer, then theirs after "Reload theirs".
  const base = useRef(toInput(details));
  const entity = useEntityForm<UserFinancialDetailsInput>({
    defaultValues: toInput(details, details.accountHolder || personName),
    schema: UserFinancialDetailsInputSchema,
    // The BIC is of a bank in the IBAN's country (the IBAN typed, else the saved one), in the demo server's words.
    validate: (values) => bicFieldErrors(personName, values.bic, values.iban.trim() || base.current.iban),
    mode: 'onTouched',
    normalize,
    failureMessage: FINANCE_MESSAGES.updateFinancialDetails,
    fields: FIELDS,
    listPath: PATHS.userFinancialDetails,
    // One page, one form per person: a draft kept at a session expiry comes back in that person's form only.
    draftKey: `person-${details.userId}`,
    conflict: { version: details.version, read: readCurrent, labels: bankFieldLabels(), format },
    save: async (values, { version }) => {
      const changed = changedFields(base.current, values);
      const saved = await update({ userId: details.userId, details: changed, storeId, version }).unwrap();
      base.current = toInput(saved);
      return { message: t`Bank details of ${personName} saved`, values: toInput(saved), version: saved.version, leaveTo: pathname };
    },
  });
  const { conflict, form } = entity;
  // A colleague saved first: their value comes into every field not changed here, so the comparison
  // lists only what was typed, and "Keep mine" keeps their change in the other fields (before the
  // comparison is painted).
  useLayoutEffect(() => {
    if (!conflict) return;
    const typed = normalize(form.getValues());
    const saved = normalize(base.current);
    for (const field of FIELDS) {
      if (typed[field] === saved[field] && typed[field] !== conflict.theirs[field]) {
        form.setValue(field, conflict.theirs[field], { shouldDirty: true });
        // Their value is now the saved one this field builds on: "Keep mine" does not send it.
        base.current = { ...base.current, [field]: conflict.theirs[field] };
      }
    }
  }, [conflict, form]);
  const iban = useWatch({ control: form.control, name: 'iban' });
  const withBase = {
    ...entity,
    reloadTheirs: () => {
      if (conflict) base.current = conflict.theirs;
      entity.reloadTheirs();
    },
  };

  return (
    <EntityForm entity={withBase} label={t`Bank details of ${personName}`} idPrefix="financial" readOnly={locked !== null}>
      {locked && <Alert variant="warning">{locked}</Alert>}
      <div className="row">
        <TextInput name="accountHolder" label={t`Account holder`} autoComplete="name" spellCheck={false} col={6} />
        {revealed ? (
          <TextInput
            name="iban"
            label={t`IBAN`}
            help={t`Checked before saving: country, check digits and length.`}
            spellCheck={false}
            col={6}
          />
        ) : (
          <div className="col-md-6 mb-3">
            <span className="form-label d-block" id="financial-iban-label">
              <Trans>IBAN</Trans>
            </span>
            <div className="d-flex align-items-center gap-2">
              <span className="font-monospace" aria-labelledby="financial-iban-label">
                {maskIban(iban)}
              </span>
              <Button variant="outline-secondary" size="sm" onClick={() => setRevealed(true)}>
                <Trans>Show and change IBAN</Trans>
              </Button>
            </div>
          </div>
        )}
        <TextInput name="bic" label={t`BIC (optional)`} help={t`8 or 11 characters.`} spellCheck={false} col={4} />
        <TextInput name="bankName" label={t`Bank name (optional)`} spellCheck={false} col={4} />
        <TextInput name="taxId" label={t`Tax id (optional)`} spellCheck={false} col={4} />
      </div>
      {!locked && <FormActions busy={entity.busy} submitLabel={t`Save bank details`} />}
    </EntityForm>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { EntityForm, FormActions } from '@/components/form/EntityForm';
import { TextInput } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { selectUserInfo } from '@/session/authSlice';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useUpdateUserFinancialDetailsMutation } from '../api';
import { financialDetailsLocked, storesLackingTipWrite } from '../detailsRules';
import { maskIban } from '../logic';
import { normalizeBic, normalizeIban, UserFinancialDetailsInputSchema } from '../schema';
import type { UserFinancialDetails, UserFinancialDetailsInput } from '../types';

const FIELDS = ['accountHolder', 'iban', 'bic', 'bankName', 'taxId'] as const;

const toInput = (d: UserFinancialDetails, accountHolder = d.accountHolder): UserFinancialDetailsInput => ({
  accountHolder,
  iban: d.iban,
  bic: d.bic,
  bankName: d.bankName,
  taxId: d.taxId,
});

interface Props {
  details: UserFinancialDetails;
  personName: string;
}

/**
 * One person's bank details: IBAN (mod-97, country length) and BIC checked when a field is left
 * and before sending. After saving the form closes (back to the page without `?userId=`).
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
  const entity = useEntityForm<UserFinancialDetailsInput>({
    defaultValues: toInput(details, details.accountHolder || personName),
    schema: UserFinancialDetailsInputSchema,
    mode: 'onTouched',
    normalize: (v) => ({ ...v, accountHolder: v.accountHolder.trim(), iban: normalizeIban(v.iban), bic: normalizeBic(v.bic) }),
    failureMessage: MESSAGES.finance.updateFinancialDetails,
    fields: FIELDS,
    listPath: PATHS.userFinancialDetails,
    // One page, one form per person: a draft kept at a session expiry comes back in that person's form only.
    draftKey: `person-${details.userId}`,
    save: async (values) => {
      const saved = await update({ userId: details.userId, details: values, storeId }).unwrap();
      return { message: t`Bank details of ${personName} saved`, values: toInput(saved), leaveTo: pathname };
    },
  });

  return (
    <EntityForm entity={entity} label={t`Bank details of ${personName}`} idPrefix="financial" readOnly={locked !== null}>
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
                {maskIban(details.iban)}
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

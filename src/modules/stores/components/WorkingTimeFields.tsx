import { useLingui } from '@lingui/react/macro';
import Form from 'react-bootstrap/Form';
import { useFormContext } from 'react-hook-form';
import { SelectInput } from '@/components/form/fields';
import { FEDERAL_STATES } from '@/modules/working-time';
import type { StoreInput } from '../types';

/** The store's working-time fields (issue #44, docs/rules/working-time.md): federal state, hospitality, the rules switch. */
export function WorkingTimeFields() {
  const { t } = useLingui();
  const { register } = useFormContext<StoreInput>();
  const states = [{ value: '', label: t`Unknown` }, ...FEDERAL_STATES.map((s) => ({ value: s, label: s }))];
  return (
    <fieldset className="mb-3">
      <legend className="h6">{t`Working-time law`}</legend>
      <div className="row">
        <SelectInput
          name="federalState"
          label={t`Federal state`}
          help={t`For public holidays (stores in Germany).`}
          options={states}
          className="col-md-4 mb-3"
        />
      </div>
      <Form.Check className="mb-2" id="store-hospitality" label={t`Hospitality (café, restaurant, bar)`} {...register('hospitality')} />
      <Form.Check
        className="mb-2"
        id="store-working-time-rules"
        label={t`Check plans and hours against the working-time law`}
        {...register('workingTimeRules')}
      />
    </fieldset>
  );
}

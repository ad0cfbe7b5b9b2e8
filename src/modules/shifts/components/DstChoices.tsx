import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { SelectInput } from '@/components/form/fields';
import { ambiguousTimes, type ShiftFormValues } from '../shiftForm';
import { formatClockTime } from '@/lib/storeTime';
import { offsetOf } from '../time';

/**
 * Issue #29.7: a start or end time that occurs twice on its day (the clocks go back) asks which
 * one is meant; the two are told apart by their UTC offset. Nothing shows on other days.
 */
export function DstChoices({ timeZone }: { timeZone: string }) {
  const { t } = useLingui();
  const [day, start, end] = useWatch<ShiftFormValues, ['day', 'start', 'end']>({ name: ['day', 'start', 'end'] });
  const both = ambiguousTimes({ day, start, end }, timeZone);
  const choice = (field: 'start' | 'end', found: string[]) => {
    if (found.length !== 2) return null;
    const [first = '', second = ''] = found;
    const clock = formatClockTime(first, timeZone);
    const before = offsetOf(first, timeZone);
    const after = offsetOf(second, timeZone);
    return (
      <SelectInput
        name={`${field}Fold`}
        label={
          field === 'start'
            ? t`Which ${clock} (start)? The clocks go back that night.`
            : t`Which ${clock} (end)? The clocks go back that night.`
        }
        placeholder={t`Choose…`}
        options={[
          { value: 'earlier', label: t`${clock} first time (UTC${before}, before the clocks go back)` },
          { value: 'later', label: t`${clock} second time (UTC${after}, after the clocks go back)` },
        ]}
      />
    );
  };
  return (
    <>
      {choice('start', both.start)}
      {choice('end', both.end)}
    </>
  );
}

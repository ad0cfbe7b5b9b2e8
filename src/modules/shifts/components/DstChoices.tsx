import { useWatch } from 'react-hook-form';
import { SelectInput } from '@/components/form/fields';
import { ambiguousTimes, type ShiftFormValues } from '../shiftForm';
import { offsetOf } from '../time';

/**
 * Issue #29.7: a start or end time that occurs twice on its day (the clocks go back) asks which
 * one is meant; the two are told apart by their UTC offset. Nothing shows on other days.
 */
export function DstChoices({ timeZone }: { timeZone: string }) {
  const [day, start, end] = useWatch<ShiftFormValues, ['day', 'start', 'end']>({ name: ['day', 'start', 'end'] });
  const both = ambiguousTimes({ day, start, end }, timeZone);
  const choice = (field: 'start' | 'end', time: string, found: string[]) => {
    if (found.length !== 2) return null;
    const [first = '', second = ''] = found;
    return (
      <SelectInput
        name={`${field}Fold`}
        label={`Which ${time} (${field === 'start' ? 'start' : 'end'})? The clocks go back that night.`}
        placeholder="Choose…"
        options={[
          { value: 'earlier', label: `${time} first time (UTC${offsetOf(first, timeZone)}, before the clocks go back)` },
          { value: 'later', label: `${time} second time (UTC${offsetOf(second, timeZone)}, after the clocks go back)` },
        ]}
      />
    );
  };
  return (
    <>
      {choice('start', start, both.start)}
      {choice('end', end, both.end)}
    </>
  );
}

import { useSearchParams } from 'react-router-dom';
import { PATHS } from './paths';
import { ISO_DATE } from '@/lib/schemaParts';

/**
 * The tip list as it was when the tip form was opened: the list passes its range along in the
 * URL (`/tip?startDate&endDate`), and the form leaves back to it — saving never changes the
 * list's filters, nor with them the SEPA payout range (issue 31).
 */
export function useListPath(): string {
  const [search] = useSearchParams();
  const startDate = search.get('startDate');
  const endDate = search.get('endDate');
  if (!startDate || !endDate || !ISO_DATE.test(startDate) || !ISO_DATE.test(endDate)) return PATHS.tips;
  return `${PATHS.tips}?${new URLSearchParams({ startDate, endDate }).toString()}`;
}

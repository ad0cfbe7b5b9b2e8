import { t } from '@lingui/core/macro';
import type { ShiftRequest } from './types';

/** A request's state in words, in the active language. */
export function statusText(r: Pick<ShiftRequest, 'status'>): string {
  switch (r.status) {
    case 'offered':
      return t`Offered`;
    case 'pending':
      return t`Waiting for approval`;
    case 'approved':
      return t`Approved`;
    case 'declined':
      return t`Declined`;
    case 'withdrawn':
      return t`Withdrawn`;
  }
}

import { collection } from './collection';

/**
 * Shift requests (issue #45): an offer of a person's published shift (`kind: 'offer'`, from its
 * person) or a claim of an open shift (`kind: 'open'`, no one gives it). `offered`: waiting for a
 * taker; `pending`: a taker claimed it and a manager decides; then `approved`, `declined` (with a
 * reason) or `withdrawn`. The shift changes only on approval (mocks/handlers/requests.ts).
 * Per store, `sameRoleWithoutApproval` lets an offer between people of the same role take effect
 * at the claim.
 */
export interface MockShiftRequest {
  id: string;
  storeId: string;
  kind: 'offer' | 'open';
  shiftId: string;
  fromUserId: string;
  toUserId: string;
  status: 'offered' | 'pending' | 'approved' | 'declined' | 'withdrawn';
  reason: string;
  createdAt: string;
  decidedAt?: string;
  decidedBy?: string;
}

export interface MockRequestSettings {
  /** The store's id. */
  id: string;
  sameRoleWithoutApproval: boolean;
}

export const shiftRequests = collection<MockShiftRequest>('shiftRequests', () => []);
export const requestSettings = collection<MockRequestSettings>('shiftRequestSettings', () => []);

/** Requests still in play (offered or waiting for a manager). */
export const isOpenRequest = (r: MockShiftRequest) => r.status === 'offered' || r.status === 'pending';

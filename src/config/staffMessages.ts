import { t } from '@lingui/core/macro';

/** The messages of people, stores and shifts (docs/rules/api.md#message-catalogue): read through MESSAGES (src/config/messages.ts). */

export const permissionsMessages = {
  get fetch() {
    return t`Failed to fetch permissions`;
  },
  get save() {
    return t`Failed to save permissions`;
  },
};

export const shiftsMessages = {
  get create() {
    return t`Failed to create shift`;
  },
  get update() {
    return t`Failed to update shift`;
  },
  get delete() {
    return t`Failed to delete shift`;
  },
  get fetch() {
    return t`Failed to fetch shifts`;
  },
  get generate() {
    return t`Failed to generate shifts`;
  },
  get storeRequiredCreate() {
    return t`Store ID is required to create a shift`;
  },
  get storeRequiredUpdate() {
    return t`Store ID is required to update a shift`;
  },
  get storeRequiredFetch() {
    return t`Store ID is required to fetch shifts`;
  },
  get storeRequiredGenerate() {
    return t`Store ID is required to generate shifts`;
  },
  get noJobId() {
    return t`No jobId returned when starting shift generation`;
  },
  get noResultRef() {
    return t`Job succeeded but no resultRef provided`;
  },
  get timedOut() {
    return t`Shift generation timed out. Please try again later.`;
  },
  get datesRequired() {
    return t`Start date and end date are required`;
  },
  get badResultRef() {
    return t`The result reference of the generation job is not an API path`;
  },
  get resultFromDrafts() {
    return t`This server does not describe its proposal: the draft shifts the job wrote are shown, without unfilled slots or coverage.`;
  },
};

export const storesMessages = {
  get fetch() {
    return t`Failed to fetch stores`;
  },
  get create() {
    return t`Failed to create store`;
  },
  get update() {
    return t`Failed to update store`;
  },
  get delete() {
    return t`Failed to delete store`;
  },
  /** Ours: a store's shift details and financial details (`/store/shifts`, `/store/financial-details`). */
  get fetchShiftDetails() {
    return t`Failed to fetch shift details`;
  },
  get saveShiftDetails() {
    return t`Failed to save shift details`;
  },
  get saveFinancialDetails() {
    return t`Failed to save financial details`;
  },
};

export const timeEntriesMessages = {
  get create() {
    return t`Failed to create time entry`;
  },
  get fetchHistory() {
    return t`Failed to fetch time entry history`;
  },
  get historyDateRequired() {
    return t`Date is required for fetching time entry history`;
  },
  /** Timesheet review (issue 31). */
  get review() {
    return t`Failed to save the review of the time entry`;
  },
  get approved() {
    return t`Time entries approved.`;
  },
  get corrected() {
    return t`Correction saved.`;
  },
  get rejected() {
    return t`Time entries rejected.`;
  },
  get offline() {
    return t`You are offline. The punch is kept and sent when the connection returns.`;
  },
};

export const userMessages = {
  get submitNotes() {
    return t`Failed to submit user notes`;
  },
  get fetchShiftNotes() {
    return t`Failed to fetch user shift notes`;
  },
  get fetchProfile() {
    return t`Failed to fetch user profile`;
  },
};

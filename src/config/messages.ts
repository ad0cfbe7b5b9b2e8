import { t } from '@lingui/core/macro';

/** Every user-facing message (docs/rules/api.md#message-catalogue), word for word, in one place. */
export const MESSAGES = {
  get fallback() {
    return t`An error occurred`;
  },
  get sessionExpired() {
    return t`Session expired. Please sign in again.`;
  },
  get redirecting() {
    return t`Redirecting based on permissions...`;
  },
  /** The sign-in page after the store-context logout (docs/rules/session.md#store-context) of a user without any store. */
  get noStore() {
    return t`Your account is not linked to any store yet. Ask your manager to add you to a store.`;
  },
  get loading() {
    return t`Loading...`;
  },
  get preloadCss() {
    return t`Unable to preload CSS for`;
  },
  /** The contract seam: an answer that failed its schema (shown after the action's message). */
  get unexpectedAnswer() {
    return t`The server's answer had an unexpected shape.`;
  },
  /** A call the user lacks the permission for is never sent (docs/rules/api.md#a-page-calls-only-what-its-user-may-read). */
  get notPermitted() {
    return t`You do not have permission to see this.`;
  },
  auth: {
    get login() {
      return t`Login failed`;
    },
    get register() {
      return t`Registration failed`;
    },
    get check() {
      return t`Authentication check failed`;
    },
    get forgotPassword() {
      return t`Failed to send reset code`;
    },
    get redefinePassword() {
      return t`Failed to update password`;
    },
  },
  restore: {
    get noToken() {
      return t`No token found`;
    },
    get noUserData() {
      return t`No user data found`;
    },
    get invalidUserData() {
      return t`Invalid user data structure`;
    },
    get unparsableUserData() {
      return t`Failed to parse stored user data`;
    },
  },
  finance: {
    get fetchFinancialDetails() {
      return t`Failed to fetch financial details`;
    },
    get updateFinancialDetails() {
      return t`Failed to update financial details`;
    },
    get exportSepa() {
      return t`Failed to export SEPA file`;
    },
    get sepaDownloaded() {
      return t`SEPA file downloaded successfully`;
    },
    get weeklyTips() {
      return t`Failed to fetch weekly tips overview`;
    },
    /** Ours (docs/rules/api.md#message-catalogue): the original list names no message for the tip list and the tip save. */
    get fetchTips() {
      return t`Failed to fetch tips`;
    },
    get saveTip() {
      return t`Failed to save tip`;
    },
    /** Ours: the SEPA export that cannot lose money (issues 29, 31). */
    get storeDetailsUnreadable() {
      return t`The store’s bank details could not be read, so they are not checked here.`;
    },
    get sepaNotChecked() {
      return t`The file the server made does not pass the app’s check. The tips are marked exported: download the file as received and check it before it goes to the bank.`;
    },
    get fetchSepaHistory() {
      return t`Failed to fetch the SEPA export history`;
    },
    get sepaHistoryUnavailable() {
      return t`The export history is not available on this server: earlier files cannot be downloaded again here.`;
    },
  },
  inventory: {
    get save() {
      return t`Failed to save inventory item`;
    },
    get update() {
      return t`Failed to update inventory item`;
    },
    get updateAmount() {
      return t`Failed to update inventory amount`;
    },
    get fetch() {
      return t`Failed to fetch inventory items`;
    },
    get delete() {
      return t`Failed to delete inventory item`;
    },
    get fetchHistory() {
      return t`Failed to fetch inventory history`;
    },
    get fetchAverageUsage() {
      return t`Failed to fetch inventory average usage`;
    },
    get historyDateRequired() {
      return t`Date is required for fetching inventory history`;
    },
    /** Ours: the count session (issue #12). */
    get fetchCount() {
      return t`Failed to fetch the open count`;
    },
    get startCount() {
      return t`Failed to start the count`;
    },
    get finishCount() {
      return t`Failed to finish the count`;
    },
    /** A finish whose `PATCH …/amount` failed for some items: the count stays open (issue #32). */
    countNotPosted: (names: readonly string[], reason: string) => {
      const list = names.join(', ');
      return t`Not posted: ${list} (${reason}). The count stays open: Finish count again to post them.`;
    },
    /** A server without the count-session addition (issue #32): said once, quietly. */
    get countOnDevice() {
      return t`This server does not keep counts in progress: the amounts are kept on this device until you finish the count here.`;
    },
  },
  orders: {
    get save() {
      return t`Failed to save order`;
    },
    get fetch() {
      return t`Failed to fetch orders`;
    },
    get updateStatus() {
      return t`Failed to update order status`;
    },
    get delete() {
      return t`Failed to delete order`;
    },
    get receive() {
      return t`Failed to book the delivery`;
    },
    /** A server without the receipt addition (issue #32). */
    get receiptStatusOnly() {
      return t`This server records deliveries as a status only: count the delivered items to update the stock.`;
    },
  },
  invoices: {
    get save() {
      return t`Failed to save invoice`;
    },
    get fetch() {
      return t`Failed to fetch invoices`;
    },
    get updateStatus() {
      return t`Failed to update invoice status`;
    },
    get updatePaymentStatus() {
      return t`Failed to update invoice payment status`;
    },
    get delete() {
      return t`Failed to delete invoice`;
    },
    get upload() {
      return t`Failed to upload invoice`;
    },
    /** Ours (issue #32): attaching a document to an existing invoice (contract addition). */
    get attach() {
      return t`Failed to attach the document`;
    },
    get fileMissing() {
      return t`This server does not hand out the documents it keeps, so it cannot be shown here.`;
    },
    get attachMissing() {
      return t`This server cannot attach a document to an existing invoice. Upload the file on the invoice list instead (it becomes a new invoice).`;
    },
  },
  permissions: {
    get fetch() {
      return t`Failed to fetch permissions`;
    },
    get save() {
      return t`Failed to save permissions`;
    },
  },
  products: {
    get save() {
      return t`Failed to save product`;
    },
    get fetch() {
      return t`Failed to fetch products`;
    },
  },
  shifts: {
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
  },
  stores: {
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
  },
  /** A save refused because someone saved first (issue #29, src/components/form/ConflictNotice.tsx). */
  conflict: {
    get title() {
      return t`Someone else saved this record while you were editing`;
    },
    get hint() {
      return t`Your changes are not saved yet. Reload theirs (your changes are dropped), or keep mine (saved over theirs).`;
    },
    get caption() {
      return t`Fields that differ: their saved value and yours`;
    },
    get same() {
      return t`Their saved values are the same as yours.`;
    },
    stale: (what: string) => t`This ${what} was changed by someone else since you opened it.`,
  },
  suppliers: {
    get save() {
      return t`Failed to save supplier`;
    },
    get fetch() {
      return t`Failed to fetch suppliers`;
    },
  },
  timeEntries: {
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
  },
  user: {
    get submitNotes() {
      return t`Failed to submit user notes`;
    },
    get fetchShiftNotes() {
      return t`Failed to fetch user shift notes`;
    },
    get fetchProfile() {
      return t`Failed to fetch user profile`;
    },
  },
  /** Sign-in could not store the session (browser storage full or blocked). */
  get storageFull() {
    return t`You could not be signed in: this browser's storage for the site is full or blocked. Free some space (e.g. clear this site's data) and try again.`;
  },
  /** After a sign-in, when forms had unsaved changes as the previous session expired. */
  draftsKept: (paths: string[]) => {
    const list = paths.join(', ');
    return t`Changes you had not saved before your session ended were kept. Open ${list} to restore them.`;
  },
  /** The "network or client message" of docs/rules/api.md#failure-messages in words a person reads (issue 20). */
  network: {
    get unreachable() {
      return t`The server could not be reached. Check your connection and try again.`;
    },
    unreadable: (status?: number) =>
      status === undefined ? t`The server's answer could not be read.` : t`The server's answer could not be read (status ${status}).`,
  },
} as const;

/** Every user-facing message (docs/rules/api.md#message-catalogue), word for word, in one place. */
export const MESSAGES = {
  fallback: 'An error occurred',
  sessionExpired: 'Session expired. Please sign in again.',
  redirecting: 'Redirecting based on permissions...',
  /** The sign-in page after the store-context logout (docs/rules/session.md#store-context) of a user without any store. */
  noStore: 'Your account is not linked to any store yet. Ask your manager to add you to a store.',
  loading: 'Loading...',
  preloadCss: 'Unable to preload CSS for',
  /** The contract seam: an answer that failed its schema (shown after the action's message). */
  unexpectedAnswer: "The server's answer had an unexpected shape.",
  /** A call the user lacks the permission for is never sent (docs/rules/api.md#a-page-calls-only-what-its-user-may-read). */
  notPermitted: 'You do not have permission to see this.',
  auth: {
    login: 'Login failed',
    register: 'Registration failed',
    check: 'Authentication check failed',
    forgotPassword: 'Failed to send reset code',
    redefinePassword: 'Failed to update password',
  },
  restore: {
    noToken: 'No token found',
    noUserData: 'No user data found',
    invalidUserData: 'Invalid user data structure',
    unparsableUserData: 'Failed to parse stored user data',
  },
  finance: {
    fetchFinancialDetails: 'Failed to fetch financial details',
    updateFinancialDetails: 'Failed to update financial details',
    exportSepa: 'Failed to export SEPA file',
    sepaDownloaded: 'SEPA file downloaded successfully',
    weeklyTips: 'Failed to fetch weekly tips overview',
    /** Ours (docs/rules/api.md#message-catalogue): the original list names no message for the tip list and the tip save. */
    fetchTips: 'Failed to fetch tips',
    saveTip: 'Failed to save tip',
    /** Ours: the SEPA export that cannot lose money (issues 29, 31). */
    storeDetailsUnreadable: 'The store’s bank details could not be read, so they are not checked here.',
    sepaNotChecked:
      'The file the server made does not pass the app’s check. The tips are marked exported: download the file as received and check it before it goes to the bank.',
    fetchSepaHistory: 'Failed to fetch the SEPA export history',
    sepaHistoryUnavailable: 'The export history is not available on this server: earlier files cannot be downloaded again here.',
  },
  inventory: {
    save: 'Failed to save inventory item',
    update: 'Failed to update inventory item',
    updateAmount: 'Failed to update inventory amount',
    fetch: 'Failed to fetch inventory items',
    delete: 'Failed to delete inventory item',
    fetchHistory: 'Failed to fetch inventory history',
    fetchAverageUsage: 'Failed to fetch inventory average usage',
    historyDateRequired: 'Date is required for fetching inventory history',
    /** Ours: the count session (issue #12). */
    fetchCount: 'Failed to fetch the open count',
    startCount: 'Failed to start the count',
    finishCount: 'Failed to finish the count',
    /** A finish whose `PATCH …/amount` failed for some items: the count stays open (issue #32). */
    countNotPosted: (names: readonly string[], reason: string) =>
      `Not posted: ${names.join(', ')} (${reason}). The count stays open: Finish count again to post them.`,
    /** A server without the count-session addition (issue #32): said once, quietly. */
    countOnDevice: 'This server does not keep counts in progress: the amounts are kept on this device until you finish the count here.',
  },
  orders: {
    save: 'Failed to save order',
    fetch: 'Failed to fetch orders',
    updateStatus: 'Failed to update order status',
    delete: 'Failed to delete order',
    receive: 'Failed to book the delivery',
    /** A server without the receipt addition (issue #32). */
    receiptStatusOnly: 'This server records deliveries as a status only: count the delivered items to update the stock.',
  },
  invoices: {
    save: 'Failed to save invoice',
    fetch: 'Failed to fetch invoices',
    updateStatus: 'Failed to update invoice status',
    updatePaymentStatus: 'Failed to update invoice payment status',
    delete: 'Failed to delete invoice',
    upload: 'Failed to upload invoice',
    /** Ours (issue #32): attaching a document to an existing invoice (contract addition). */
    attach: 'Failed to attach the document',
    fileMissing: 'This server does not hand out the documents it keeps, so it cannot be shown here.',
    attachMissing:
      'This server cannot attach a document to an existing invoice. Upload the file on the invoice list instead (it becomes a new invoice).',
  },
  permissions: {
    fetch: 'Failed to fetch permissions',
    save: 'Failed to save permissions',
  },
  products: {
    save: 'Failed to save product',
    fetch: 'Failed to fetch products',
  },
  shifts: {
    create: 'Failed to create shift',
    update: 'Failed to update shift',
    delete: 'Failed to delete shift',
    fetch: 'Failed to fetch shifts',
    generate: 'Failed to generate shifts',
    storeRequiredCreate: 'Store ID is required to create a shift',
    storeRequiredUpdate: 'Store ID is required to update a shift',
    storeRequiredFetch: 'Store ID is required to fetch shifts',
    storeRequiredGenerate: 'Store ID is required to generate shifts',
    noJobId: 'No jobId returned when starting shift generation',
    noResultRef: 'Job succeeded but no resultRef provided',
    timedOut: 'Shift generation timed out. Please try again later.',
    datesRequired: 'Start date and end date are required',
    badResultRef: 'The result reference of the generation job is not an API path',
    resultFromDrafts:
      'This server does not describe its proposal: the draft shifts the job wrote are shown, without unfilled slots or coverage.',
  },
  stores: {
    fetch: 'Failed to fetch stores',
    create: 'Failed to create store',
    update: 'Failed to update store',
    delete: 'Failed to delete store',
  },
  /** A save refused because someone saved first (issue #29, src/components/form/ConflictNotice.tsx). */
  conflict: {
    title: 'Someone else saved this record while you were editing',
    hint: 'Your changes are not saved yet. Reload theirs (your changes are dropped), or keep mine (saved over theirs).',
    caption: 'Fields that differ: their saved value and yours',
    same: 'Their saved values are the same as yours.',
    stale: (what: string) => `This ${what} was changed by someone else since you opened it.`,
  },
  suppliers: {
    save: 'Failed to save supplier',
    fetch: 'Failed to fetch suppliers',
  },
  timeEntries: {
    create: 'Failed to create time entry',
    fetchHistory: 'Failed to fetch time entry history',
    historyDateRequired: 'Date is required for fetching time entry history',
    /** Timesheet review (issue 31). */
    review: 'Failed to save the review of the time entry',
    approved: 'Time entries approved.',
    corrected: 'Correction saved.',
    rejected: 'Time entries rejected.',
    offline: 'You are offline. The punch is kept and sent when the connection returns.',
  },
  user: {
    submitNotes: 'Failed to submit user notes',
    fetchShiftNotes: 'Failed to fetch user shift notes',
    fetchProfile: 'Failed to fetch user profile',
  },
  /** Sign-in could not store the session (browser storage full or blocked). */
  storageFull:
    "You could not be signed in: this browser's storage for the site is full or blocked. Free some space (e.g. clear this site's data) and try again.",
  /** After a sign-in, when forms had unsaved changes as the previous session expired. */
  draftsKept: (paths: string[]) =>
    `Changes you had not saved before your session ended were kept. Open ${paths.join(', ')} to restore them.`,
  /** The "network or client message" of docs/rules/api.md#failure-messages in words a person reads (issue 20). */
  network: {
    unreachable: 'The server could not be reached. Check your connection and try again.',
    unreadable: (status?: number) =>
      status === undefined ? "The server's answer could not be read." : `The server's answer could not be read (status ${status}).`,
  },
} as const;

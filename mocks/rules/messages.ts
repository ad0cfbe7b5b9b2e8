import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

/**
 * The texts of the demo server's answers that people read. They are the spec's message catalogue
 * word for word, so the server writes them itself and finds their translations in the catalogues
 * it loads (mocks/http.ts `loadAnswerTexts`): the same words give the same catalogue entry.
 * Functions and getters, so each answer is in the language active when it is written.
 */
export const SERVER_MESSAGES = {
  /** A stale save (409), one whole sentence per kind of record. */
  stale(kind: string): string {
    if (kind === 'supplier') return t`This supplier was changed by someone else since you opened it.`;
    if (kind === 'order') return t`This order was changed by someone else since you opened it.`;
    if (kind === 'shift') return t`This shift was changed by someone else since you opened it.`;
    return t`This record was changed by someone else since you opened it.`;
  },
  /** A stale save of bank details (409): who changed them since (the same words as the app's form). */
  detailsChangedBy(name: string): string {
    return t`${name} changed these bank details since you opened them.`;
  },
  /** A tip that pays the approver (422): who else may approve it here, by name. */
  ownTipShare(amount: string, approvers: readonly string[]): string {
    const names = approvers.join(', ');
    if (approvers.length === 0)
      return t`This tip pays you ${amount} EUR, and nobody approves their own share. Nobody else here may approve tips: the owner grants tip write to someone who then approves it. Save it as a draft.`;
    return t`This tip pays you ${amount} EUR, and nobody approves their own share: ${names} may approve it. Save it as a draft for them.`;
  },
  detailsLocked(personName: string, storeNames: readonly string[]): string {
    const stores = storeNames.join(', ');
    return t`${personName} is also paid in ${stores}, where you do not hold tip write. Their bank details pay out in every store they work in, so only someone with tip write in each of those stores, or ${personName} themself, can change them.`;
  },
  /** Whose bank details they are, when they are a store's (the stores' form says the same). */
  get theStore() {
    return t`The store`;
  },
  /** `who`: whose details ("The store"); the BIC's bank country against the IBAN's account country. */
  bicMismatch(who: string, bic: string, iban: string): string {
    const code = bic.replace(/\s+/g, '').toUpperCase();
    const bankCountry = code.slice(4, 6);
    const accountCountry = iban.replace(/\s+/g, '').slice(0, 2).toUpperCase();
    const detail = t`the BIC ${code} is of a bank in ${bankCountry}, the IBAN of an account in ${accountCountry}.`;
    return t`${who}: ${detail}`;
  },
  get nothingPending() {
    return t`There is no pending change to decide on.`;
  },
  timeEntries: {
    get historyDateRequired() {
      return t`Date is required for fetching time entry history`;
    },
    get storeFixed() {
      return t`A time entry stays in the store it was recorded in.`;
    },
    get ownEntry() {
      return t`You cannot approve, correct or reject your own time entry: another manager or the owner reviews it.`;
    },
    get locked() {
      return t`This entry is approved and can no longer be changed here. Ask your manager for a correction.`;
    },
    get reasonRequired() {
      return t`Reason is required.`;
    },
    get clockOut() {
      return t`Enter a valid end time.`;
    },
    get overlap() {
      return t`This overlaps another time entry of this person.`;
    },
    get startInFuture() {
      return t`The start cannot be later than now: a manual entry records hours already worked.`;
    },
    get endInFuture() {
      return t`The end cannot be later than now: a manual entry records hours already worked.`;
    },
    get leftInFuture() {
      return t`The time you left cannot be later than now.`;
    },
    get storeId() {
      return t`Store ID is required.`;
    },
  },
  receipt: {
    notReceivable(status: string): string {
      if (status === 'draft') return t`A draft order cannot receive deliveries.`;
      if (status === 'received') return t`A received order cannot receive deliveries.`;
      if (status === 'cancelled') return t`A cancelled order cannot receive deliveries.`;
      return t`This order cannot receive deliveries.`;
    },
    get notOnOrder() {
      return t`This product is not on the order.`;
    },
    tooMuch(outstanding: number): string {
      const rest = new Intl.NumberFormat(i18n.locale === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: 3 }).format(outstanding);
      return t`At most ${rest} is outstanding.`;
    },
  },
};

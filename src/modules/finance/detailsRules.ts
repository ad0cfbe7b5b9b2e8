import { t } from '@lingui/core/macro';

/**
 * Who may change a person's bank details (finance README, issue 28): one account pays the person
 * in every store they belong to, so only someone with tip.write in each of those stores, or the
 * person themself. The form and the demo server use the same rule and words.
 */

/** The refusal, naming the stores where the caller lacks tip.write. */
export function financialDetailsLocked(personName: string, storeNames: readonly string[]): string {
  const stores = storeNames.join(', ');
  return t`${personName} is also paid in ${stores}, where you do not hold tip write. Their bank details pay out in every store they work in, so only someone with tip write in each of those stores, or ${personName} themself, can change them.`;
}

/**
 * A stale save of bank details (409): who changed them since the form opened, so the person knows
 * whom to ask before keeping theirs or mine (four eyes on money, issue #41). The demo server says the same.
 */
export function financialDetailsChangedBy(name: string): string {
  return t`${name} changed these bank details since you opened them.`;
}

interface Caller {
  userId: string;
  globalPermissions: readonly string[];
  stores: readonly { id: string; permissions: readonly string[] }[];
}

/** The paying stores where `caller` lacks tip.write (none for the person themself). */
export function storesLackingTipWrite(
  caller: Caller,
  personId: string,
  paying: readonly { id: string; name: string }[],
): { id: string; name: string }[] {
  if (caller.userId === personId || caller.globalPermissions.includes('tip.write')) return [];
  return paying.filter((s) => !(caller.stores.find((m) => m.id === s.id)?.permissions ?? []).includes('tip.write'));
}

import { t } from '@lingui/core/macro';

/**
 * The app's own messages (docs/rules/api.md#message-catalogue), word for word: the session's, the api seam's and
 * those every page shares. A module's messages are in its own `messages.ts`, loaded with its pages.
 */
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
  /** Vite's own error text for a style sheet that failed to load: matched and logged as it is, never shown (not translated). */
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Vite's error text, matched in src/session/chunkErrors.tsx
  preloadCss: 'Unable to preload CSS for',
  /** The contract seam: an answer that failed its schema (shown after the action's message). */
  get unexpectedAnswer() {
    return t`The server's answer had an unexpected shape.`;
  },
  /** Ours (issue #34): a language switch whose catalogues cannot load (offline, a new version deployed). */
  get languageUnavailable() {
    return t`The language could not be loaded. Check your connection and try again.`;
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
  /** A save refused because someone saved first (issue #29, src/components/form/ConflictNotice.tsx). */
  conflict: {
    get title() {
      return t`Someone else saved this record while you were editing`;
    },
    get hint() {
      return t`Your changes are not saved yet. Reload theirs (your changes are dropped), or keep mine (the fields you changed are saved over theirs; their changes to fields you did not touch stay).`;
    },
    get caption() {
      return t`Fields that differ: their saved value and yours`;
    },
    get same() {
      return t`Their saved values are the same as yours.`;
    },
    /**
     * The 409 of a stale save when neither the module (its own whole sentence, `ConflictOptions.stale`)
     * nor the server says more: no English noun lands in another language's sentence.
     */
    get stale() {
      return t`This record was changed by someone else since you opened it.`;
    },
  },
  user: {
    get fetchProfile() {
      return t`Failed to fetch user profile`;
    },
  },
  /** Bank details, a store's (stores module) and an employee's (finance module): the same words for both. */
  get fetchFinancialDetails() {
    return t`Failed to fetch financial details`;
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

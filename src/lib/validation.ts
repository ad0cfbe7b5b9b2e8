/** Field shapes shared by the forms and by the mock server, so both judge a value alike. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** docs/rules/api.md#client-side-checks gives no password rule; StoreOps asks for 8 characters, as most servers do. */
export const MIN_PASSWORD_LENGTH = 8;

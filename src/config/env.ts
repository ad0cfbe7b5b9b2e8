/** The only place that reads the build environment. */
const rawBase: string = import.meta.env.VITE_API_BASE_URL || '/api/';

/** Base of every call; spec paths (`v1/...`) are appended to it. Always ends with a slash. */
export const API_BASE_URL = rawBase.endsWith('/') ? rawBase : `${rawBase}/`;

/** `on` starts the in-browser mock API before the app renders. */
export const API_MOCKING = import.meta.env.VITE_API_MOCKING === 'on';

export const IS_PRODUCTION = import.meta.env.PROD;

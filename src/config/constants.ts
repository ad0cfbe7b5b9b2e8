/** Business constants and limits of docs/rules/api.md#constants, each written once. */

// eslint-disable-next-line lingui/no-unlocalized-strings -- the product's name, the same in every language
export const PRODUCT_NAME = 'StoreOps';
export const FOOTER_YEAR = 2025;

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  userData: 'userData',
  currentStoreId: 'currentStoreId',
  layoutConfig: 'storeops.layoutConfig',
  /** A message carried across the full page load that follows a 401/403. */
  flashMessage: 'storeops.flashMessage',
  /** Why the sign-in page was reached by a logout (docs/rules/session.md#store-context without any store). */
  signInNotice: 'storeops.signInNotice',
} as const;

/** Cached request data is kept this long after its last use (docs/rules/api.md#cache). */
export const CACHE_KEEP_UNUSED_SECONDS = 60;

export const TOAST = {
  position: 'top-right',
  positionRtl: 'top-left',
  durationMs: 2000,
  /** react-bootstrap's own Toast default, kept where it is used inline. */
  inlineToastDelayMs: 5000,
  variants: ['light', 'dark', 'danger', 'success', 'primary'],
} as const;

/** The event the toaster (src/lib/Toasts.tsx) fires on `window` once it is on the page, and its class. */
export const TOASTER_UP_EVENT = 'storeops:toaster-up';
export const TOASTER_CLASS = 'so-toaster';

export const RESPONSIVE = {
  /** Vertical layout: at this width or less the side navigation becomes offcanvas. */
  verticalOffcanvasMaxWidth: 767.98,
  /** Vertical layout: up to this width it becomes condensed. */
  verticalCondensedMaxWidth: 1140,
  /** Horizontal layout: below this width offcanvas. */
  horizontalOffcanvasBelow: 992,
} as const;

export const TIMINGS = {
  resizeDebounceMs: 200,
  collapseTransitionMs: 300,
  menuScrollDelayMs: 100,
  menuScrollAnimationMs: 500,
  /** Target of the active menu item, as a fraction of the window height. */
  menuScrollTargetRatio: 0.4,
  searchDebounceMs: 250,
} as const;

export const MEGA_MENU_MAX_HEIGHT_PX = 380;

export const SHIFT_GENERATION = {
  requestTimeoutMs: 600_000,
  pollIntervalMs: 2000,
  maxPollingMs: 60_000,
} as const;

/** Default client time-out: none. */
export const DEFAULT_REQUEST_TIMEOUT_MS: number | undefined = undefined;

export const DEFAULT_CURRENCY = 'EUR';

/** Suffixes of the compact number display, one per thousand. */
export const COMPACT_SUFFIXES = ['', 'k', 'm', 'b', 't'] as const;

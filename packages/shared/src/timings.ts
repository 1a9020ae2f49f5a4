/** Timing constants of docs/product/README.md#from-the-original-specification, in milliseconds unless the name says otherwise. */

// Cart sync (docs/product/cart-and-orders.md#cart-sync: every cart call retried up to 3 times, 1 s apart).
export const CART_RETRY_COUNT = 3;
export const CART_RETRY_DELAY_MS = 1000;

// Notices and toasts.
export const TOAST_DURATION_MS = 3000;
export const SUCCESS_TOAST_DURATION_MS = 2000;
export const CART_SUCCESS_BANNER_MS = 3000;
export const CART_NOTICE_MS = 2000;
export const WALL_DELETE_ERROR_MS = 3000;

// Redirects.
export const SIGN_UP_REDIRECT_MS = 1500;
export const OTP_REDIRECT_MS = 1200;
export const PASSWORD_UPDATED_REDIRECT_MS = 1200;
export const PROFILE_REFETCH_DELAY_MS = 1000;

// Password recovery.
export const OTP_RESEND_COUNTDOWN_SECONDS = 60;

// Session bootstrap (docs/product/accounts.md#session-bootstrap).
export const REPAIR_MAX_ATTEMPTS = 3;
export const REPAIR_DELAY_MS = 2000;

// Testimonial carousel (docs/product/landing.md#testimonials).
export const CAROUSEL_START_DELAY_MS = 500;
export const CAROUSEL_ADVANCE_MS = 4000;
export const CAROUSEL_PROGRESS_TICK_MS = 20;
export const CAROUSEL_PROGRESS_STEP = 0.5;
export const CAROUSEL_NAV_LOCK_MS = 500;
export const CAROUSEL_VISIBLE_SLIDES = 5;
/** Card spacing base in px, scaled by viewport width (docs/product/landing.md#testimonials). */
export const CAROUSEL_CARD_SPACING_PX = 300;
export const CAROUSEL_BREAKPOINTS_PX = [640, 768, 1024, 1280] as const;
export const CAROUSEL_SPACING_FACTORS = [0.7, 0.8, 0.9] as const;

// Hero (docs/product/landing.md#home-hero).
export const HERO_CROSSFADE_LEAD_MS = 1000;
export const HERO_CROSSFADE_DURATION_MS = 1000;
export const TYPING_SPEED_MS = 70;
export const DELETE_SPEED_MS = 50;
export const TYPING_PAUSE_MS = 1500;

// Simulations.
export const AGE_PROGRESSION_DELAY_MS = 2000;
export const PAYMENT_DIALOG_DELAY_MS = 2000;
export const PAYMENT_PAGE_DELAY_MS = 2500;

/** Whole seconds as mm:ss for the resend countdown: 60 -> '01:00', 5 -> '00:05'. Negative or NaN shows '00:00'. */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
  const minutes = Math.floor(total / 60);
  return `${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_ADVANCE_MS,
  CAROUSEL_PROGRESS_STEP,
  CAROUSEL_PROGRESS_TICK_MS,
  CART_RETRY_COUNT,
  CART_RETRY_DELAY_MS,
  OTP_REDIRECT_MS,
  OTP_RESEND_COUNTDOWN_SECONDS,
  PAYMENT_PAGE_DELAY_MS,
  REPAIR_DELAY_MS,
  REPAIR_MAX_ATTEMPTS,
  SIGN_UP_REDIRECT_MS,
  SUCCESS_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  formatCountdown,
} from './timings';

describe('timing constants (docs/product/README.md#from-the-original-specification)', () => {
  it('have the spec values', () => {
    expect([CART_RETRY_COUNT, CART_RETRY_DELAY_MS]).toEqual([3, 1000]);
    expect([TOAST_DURATION_MS, SUCCESS_TOAST_DURATION_MS]).toEqual([3000, 2000]);
    expect([SIGN_UP_REDIRECT_MS, OTP_REDIRECT_MS, OTP_RESEND_COUNTDOWN_SECONDS]).toEqual([1500, 1200, 60]);
    expect([REPAIR_MAX_ATTEMPTS, REPAIR_DELAY_MS]).toEqual([3, 2000]);
    expect(PAYMENT_PAGE_DELAY_MS).toBe(2500);
  });

  it('fill the carousel progress bar exactly in one advance period', () => {
    expect((CAROUSEL_ADVANCE_MS / CAROUSEL_PROGRESS_TICK_MS) * CAROUSEL_PROGRESS_STEP).toBe(100);
  });
});

describe('formatCountdown', () => {
  it.each([
    [60, '01:00'],
    [59, '00:59'],
    [5, '00:05'],
    [0, '00:00'],
    [125, '02:05'],
    [3600, '60:00'],
    [6000, '100:00'],
    [4.2, '00:05'],
    [-3, '00:00'],
    [Number.NaN, '00:00'],
  ])('%d s -> %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('reads back to the same number of seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (s) => {
        const [mm, ss] = formatCountdown(s).split(':').map(Number);
        expect(mm! * 60 + ss!).toBe(s);
        expect(ss!).toBeLessThan(60);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { keepSignInRedirect, signInHref, signInRedirectTarget } from './paths';

const target = (query: string) => signInRedirectTarget(new URLSearchParams(query));

describe('sign-in redirects', () => {
  it('go back only to the known places', () => {
    expect(target('redirect=cart')).toBe('/cart');
    expect(target('redirect=wallArt')).toBe('/wallArt');
    expect(target('redirect=payment')).toBe('/payment');
    expect(target('redirect=paymentResult&payment=6650a1b2c3d4e5f6a7b88fd6')).toBe('/payment-success?payment=6650a1b2c3d4e5f6a7b88fd6');
    expect(target('redirect=paymentResult&payment=//evil.example')).toBeNull();
    expect(target('redirect=https://evil.example')).toBeNull();
    expect(target('')).toBeNull();
  });

  it('are written and carried from sign-in to sign-up and back', () => {
    expect(signInHref('payment')).toBe('/sign-in?redirect=payment');
    expect(signInHref('paymentResult', { payment: 'abc' })).toBe('/sign-in?redirect=paymentResult&payment=abc');
    expect(keepSignInRedirect('/sign-up', new URLSearchParams('redirect=payment'))).toBe('/sign-up?redirect=payment');
    expect(keepSignInRedirect('/sign-up', new URLSearchParams('redirect=nowhere'))).toBe('/sign-up');
  });
});

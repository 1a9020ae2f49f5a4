import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from './contact-rules';
import { MESSAGES, isEmailTakenMessage } from './messages';

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe('MESSAGES', () => {
  it('says 8 wherever a password minimum is stated (docs/architecture.md#passwords-of-8-characters-everywhere)', () => {
    const minimums = allStrings(MESSAGES).filter((m) => /at least \d+ characters/.test(m));
    expect(minimums).toEqual([
      'Password must be at least 8 characters.',
      'Password must be at least 8 characters',
      'Password must be at least 8 characters',
    ]);
    expect(minimums.every((m) => m.includes(String(PASSWORD_MIN_LENGTH)))).toBe(true);
  });

  it('keeps the spec texts, including their punctuation', () => {
    expect(MESSAGES.signUp.emailTaken).toBe('This email is already registered. Please use a different email or sign in.');
    expect(MESSAGES.checkout.firstNameRequired).toBe('First name is required.');
    expect(MESSAGES.paymentDialog.cardNumberRequired).toBe('Card number is required');
    expect(MESSAGES.changePassword.mismatch).toBe('New passwords do not match');
    expect(MESSAGES.newPassword.mismatch).toBe('Passwords do not match.');
    expect(MESSAGES.payment.declined).toBe('Payment was declined by your bank. Please try again or use a different card.');
    expect(MESSAGES.walls.typeInvalid).toBe('Please select an image file (JPEG, PNG, GIF, or WEBP)');
  });

  it('fills in the templated messages', () => {
    expect(MESSAGES.forgotPassword.codeSent('jane@example.com')).toBe(
      'If an account exists for jane@example.com, a verification code has been sent to your email.',
    );
    expect(MESSAGES.signUp.serverError(502)).toBe('Server error: 502. Please try again.');
    expect(MESSAGES.orders.loadFailed(500)).toBe('Failed to load orders: Server error 500');
    expect(MESSAGES.subscriptions.errorWhile('fetching packages')).toBe('An error occurred while fetching packages');
    expect(MESSAGES.designs.saveError('Too large')).toBe('Error saving design: Too large');
    expect(MESSAGES.http.timeout(5000)).toBe('timeout of 5000 ms exceeded');
    expect(MESSAGES.http.requestFailed(404)).toBe('Request failed with status code 404');
    expect(MESSAGES.contact.tooLong(2000)).toBe('Must be at most 2000 characters.');
    expect(MESSAGES.cart.artworkUnavailable(['Sunset Waves'])).toBe('“Sunset Waves” was removed from your cart: its artwork is no longer available.');
    expect(MESSAGES.cart.artworkUnavailable(['Custom Wall Art', 'Sunset Waves', 'Custom Wall Art'])).toBe(
      '3 items were removed from your cart (“Custom Wall Art”, “Sunset Waves”): their artwork is no longer available.',
    );
  });

  it('has no empty message', () => {
    for (const message of allStrings(MESSAGES)) expect(message.trim()).not.toBe('');
  });
});

describe('isEmailTakenMessage', () => {
  it("matches the server's message in any case", () => {
    expect(isEmailTakenMessage(MESSAGES.signUp.serverEmailTaken)).toBe(true);
    expect(isEmailTakenMessage('Error: EMAIL ALREADY REGISTERED')).toBe(true);
  });

  it('rejects other messages and non-strings', () => {
    expect(isEmailTakenMessage('Email is required.')).toBe(false);
    expect(isEmailTakenMessage(undefined)).toBe(false);
    expect(isEmailTakenMessage({ message: 'email already registered' })).toBe(false);
  });
});

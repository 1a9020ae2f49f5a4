import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  checkPassword,
  digitsOnly,
  isObjectId,
  isOtpFormat,
  isValidEmail,
  isValidPhone,
  meetsPasswordRules,
} from './contact-rules';

describe('phone (7-15 digits after stripping, docs/product/accounts.md#input-rules)', () => {
  it.each(['1234567', '+1 (555) 123-4567', '077 123 4567', '123456789012345', '+94-77-123-4567'])('accepts %j', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['', '123456', 'phone', '1234567890123456', '+1 (555) 12'])('rejects %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('depends only on the digit count', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const n = digitsOnly(text).length;
        expect(isValidPhone(text)).toBe(n >= 7 && n <= 15);
      }),
    );
  });
});

describe('email pattern', () => {
  it.each(['a@b.co', 'jane.doe+shop@example.com', 'x@sub.domain.lk'])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', '@b.com', 'a@.', 'a b@c.com', 'a@b@c.com', 'a@b .com'])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects addresses over the length limit', () => {
    const local = 'a'.repeat(EMAIL_MAX_LENGTH - '@b.co'.length);
    expect(isValidEmail(`${local}@b.co`)).toBe(true);
    expect(isValidEmail(`${local}a@b.co`)).toBe(false);
  });
});

describe('password rules (docs/product/accounts.md#password-rules, docs/architecture.md#passwords-of-8-characters-everywhere)', () => {
  it('needs at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_RULES.map((r) => r.id)).toEqual(['minLength', 'uppercase', 'lowercase', 'digitOrSpecial']);
    expect(PASSWORD_RULES[0]!.label).toBe('At least 8 characters');
  });

  it('reports each rule for the live checklist', () => {
    const states = (pw: string) => Object.fromEntries(checkPassword(pw).map((s) => [s.id, s.met]));
    expect(states('')).toEqual({ minLength: false, uppercase: false, lowercase: false, digitOrSpecial: false });
    expect(states('abcdefgh')).toEqual({ minLength: true, uppercase: false, lowercase: true, digitOrSpecial: false });
    expect(states('ABCDEFG1')).toEqual({ minLength: true, uppercase: true, lowercase: false, digitOrSpecial: true });
    expect(states('Abcdefg!')).toEqual({ minLength: true, uppercase: true, lowercase: true, digitOrSpecial: true });
    expect(states('Abc1')).toEqual({ minLength: false, uppercase: true, lowercase: true, digitOrSpecial: true });
    expect(checkPassword('x')[0]).toEqual({ id: 'minLength', label: 'At least 8 characters', met: false });
  });

  it.each(['!', '@', '#', '$', '%', '^', '&', '*', '0', '9'])('counts %j as a digit or special character', (ch) => {
    expect(meetsPasswordRules(`Abcdefg${ch}`)).toBe(true);
  });

  it.each(['-', '_', '?', '(', ' '])('does not count %j as special', (ch) => {
    expect(meetsPasswordRules(`Abcdefg${ch}`)).toBe(false);
  });

  it('has the 7/8 character boundary', () => {
    expect(meetsPasswordRules('Abcdef1')).toBe(false);
    expect(meetsPasswordRules('Abcdefg1')).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPassword('Ab1😀😀😀😀')[0]!.met).toBe(false); // 7 characters, 11 units
  });

  it('rejects passwords over 128 characters', () => {
    expect(meetsPasswordRules(`Aa1${'x'.repeat(125)}`)).toBe(true);
    expect(meetsPasswordRules(`Aa1${'x'.repeat(126)}`)).toBe(false);
  });

  it('meetsPasswordRules is true exactly when every checklist item is met', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (pw) => {
        expect(meetsPasswordRules(pw)).toBe(checkPassword(pw).every((s) => s.met));
      }),
    );
  });
});

describe('OTP format', () => {
  it.each(['0000', '1234', '9876'])('accepts %j', (code) => {
    expect(isOtpFormat(code)).toBe(true);
  });
  it.each(['', '123', '12345', '12a4', ' 1234', '１２３４'])('rejects %j', (code) => {
    expect(isOtpFormat(code)).toBe(false);
  });
});

describe('isObjectId', () => {
  it('accepts 24 hex characters', () => {
    expect(isObjectId('6650a1b2c3d4e5f6a7b88fd6')).toBe(true);
    expect(isObjectId('6650A1B2C3D4E5F6A7B88FD6')).toBe(true);
  });
  it.each(['', '6650a1b2c3d4e5f6a7b88fd', '6650a1b2c3d4e5f6a7b88fd6a', '6650a1b2c3d4e5f6a7b88fdg', 'wallart-1712345678901', 42, null])(
    'rejects %j',
    (value) => {
      expect(isObjectId(value)).toBe(false);
    },
  );
});

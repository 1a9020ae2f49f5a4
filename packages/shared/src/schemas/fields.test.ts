import fc from 'fast-check';
import { MESSAGES } from '../messages';
import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../testing/zod-issues';
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, meetsPasswordRules } from '../contact-rules';
import {
  PASSWORD_TOO_LONG_MESSAGE,
  countryField,
  emailField,
  isoDateTimeSchema,
  languageField,
  newPasswordField,
  objectIdSchema,
  optionalText,
  phoneField,
  requiredText,
  signUpPasswordSchema,
} from './fields';

const firstMessage = (result: Parameters<typeof issuesByPath>[0]) => Object.values(issuesByPath(result)).flat()[0];

describe('requiredText and optionalText', () => {
  const name = requiredText('Name is required', 5);

  it('trims and accepts text within the limit', () => {
    expect(name.parse('  Jane ')).toBe('Jane');
    expect(name.parse('12345')).toBe('12345');
  });

  it('reports missing, blank and too long text', () => {
    expect(firstMessage(name.safeParse(undefined))).toBe('Name is required');
    expect(firstMessage(name.safeParse('   '))).toBe('Name is required');
    expect(firstMessage(name.safeParse('123456'))).toBe('Must be at most 5 characters.');
  });

  it('optional text allows empty', () => {
    expect(optionalText(3).parse(' ')).toBe('');
    expect(optionalText(3).safeParse('abcd').success).toBe(false);
  });
});

describe('emailField', () => {
  const email = emailField({ required: 'req', invalid: 'bad' });

  it('trims and lower-cases', () => {
    expect(email.parse('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it('reports required before invalid, and only one message', () => {
    expect(issuesByPath(email.safeParse(''))).toEqual({ '': ['req'] });
    expect(issuesByPath(email.safeParse(undefined))).toEqual({ '': ['req'] });
    expect(issuesByPath(email.safeParse('jane@'))).toEqual({ '': ['bad'] });
    expect(issuesByPath(email.safeParse(`${'a'.repeat(EMAIL_MAX_LENGTH)}@b.co`))).toEqual({ '': ['bad'] });
  });
});

describe('phoneField', () => {
  const phone = phoneField({ required: 'Phone number is required.', invalid: 'Invalid phone number.' });

  it('accepts 7-15 digits with separators', () => {
    expect(phone.parse(' +94 77 123 4567 ')).toBe('+94 77 123 4567');
  });

  it('reports required and invalid', () => {
    expect(firstMessage(phone.safeParse(''))).toBe('Phone number is required.');
    expect(firstMessage(phone.safeParse('123456'))).toBe('Invalid phone number.');
    expect(firstMessage(phone.safeParse('1'.repeat(16)))).toBe('Invalid phone number.');
    expect(firstMessage(phone.safeParse(`1234567${' '.repeat(PHONE_MAX_LENGTH)}8`))).toBe('Invalid phone number.');
  });
});

describe('newPasswordField (8+, docs/architecture.md#passwords-of-8-characters-everywhere)', () => {
  const pw = newPasswordField({ required: 'req', tooShort: 'Password must be at least 8 characters.' });

  it('has the 7/8 boundary and does not trim', () => {
    expect(firstMessage(pw.safeParse('1234567'))).toBe('Password must be at least 8 characters.');
    expect(firstMessage(pw.safeParse('Abcde1'))).toBe('Password must be at least 8 characters.');
    expect(pw.parse('Abcdef1!')).toBe('Abcdef1!');
    expect(pw.parse('  Pass1  ')).toBe('  Pass1  ');
  });

  it('holds the sign-up rules (issue 9 §4: one rule wherever a password is set)', () => {
    for (const weak of ['12345678', 'abcdefgh', 'ABCDEFG1', 'abcdefg1']) {
      expect(firstMessage(pw.safeParse(weak))).toBe(MESSAGES.input.passwordRules);
    }
  });

  it('reports required, and too long over 128', () => {
    expect(issuesByPath(pw.safeParse(''))).toEqual({ '': ['req'] });
    expect(pw.safeParse(`Aa1${'x'.repeat(125)}`).success).toBe(true);
    expect(firstMessage(pw.safeParse('x'.repeat(129)))).toBe(PASSWORD_TOO_LONG_MESSAGE);
  });
});

describe('signUpPasswordSchema', () => {
  it('accepts exactly the passwords that meet all rules', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (pw) => {
        expect(signUpPasswordSchema.safeParse(pw).success).toBe(meetsPasswordRules(pw));
      }),
    );
  });

  it('uses the sign-up message', () => {
    expect(firstMessage(signUpPasswordSchema.safeParse('abcdefgh'))).toBe('Please fix all password requirements before submitting.');
    expect(signUpPasswordSchema.safeParse('Abcdefg1').success).toBe(true);
  });
});

describe('other fields', () => {
  it('objectIdSchema takes 24 hex characters', () => {
    expect(objectIdSchema.safeParse('6650a1b2c3d4e5f6a7b88fd6').success).toBe(true);
    expect(objectIdSchema.safeParse('wallart-123').success).toBe(false);
  });

  it('country and language take list values or empty', () => {
    expect(countryField.safeParse('Other').success).toBe(true);
    expect(countryField.safeParse('').success).toBe(true);
    expect(firstMessage(countryField.safeParse('France'))).toBe('Please select a country.');
    expect(languageField.safeParse('Sinhalese').success).toBe(true);
    expect(languageField.safeParse('Klingon').success).toBe(false);
  });

  it('isoDateTimeSchema takes UTC ISO timestamps', () => {
    expect(isoDateTimeSchema.safeParse('2026-05-15T10:20:30.000Z').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('15/05/2026').success).toBe(false);
  });
});

import { MESSAGES } from '../messages';
import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../testing/zod-issues';
import {
  adminCreateUserBodySchema,
  authConfigResponseSchema,
  authResponseSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  GOOGLE_CREDENTIAL_MAX_LENGTH,
  googleSignInBodySchema,
  loginBodySchema,
  publicUserSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  updateProfileBodySchema,
  userListResponseSchema,
  verifyOtpBodySchema,
} from './auth';

const validRegistration = {
  name: 'Jane',
  email: 'Jane@Example.com',
  password: 'Secret#1x',
  address: '12 Lake Rd',
  country: 'Sri Lanka',
  phone: '+94 77 123 4567',
  language: 'Sinhalese',
};

const user = {
  _id: '6650a1b2c3d4e5f6a7b88fd6',
  name: 'Jane',
  email: 'jane@example.com',
  profilePicture: '',
  role: 'user',
  isAdmin: false,
  phone: '',
  address: '',
  country: '',
  language: '',
  createdAt: '2026-05-15T10:20:30.000Z',
};

describe('registerBodySchema', () => {
  it('accepts a full registration and normalises the email', () => {
    expect(registerBodySchema.parse(validRegistration)).toEqual({ ...validRegistration, email: 'jane@example.com' });
  });

  it('treats address and language as optional', () => {
    const { address: _a, language: _l, ...required } = validRegistration;
    expect(registerBodySchema.parse(required)).toMatchObject({ address: '', language: '' });
  });

  it('reports each missing required field with its message', () => {
    expect(issuesByPath(registerBodySchema.safeParse({}))).toEqual({
      name: ['Username is required.'],
      email: ['Email is required.'],
      password: ['Please fix all password requirements before submitting.'],
      country: ['Country is required.'],
      phone: ['Phone number is required.'],
    });
  });

  it('rejects a weak password, a bad email, a bad phone and an unknown country', () => {
    const result = registerBodySchema.safeParse({
      ...validRegistration,
      password: 'password',
      email: 'jane@',
      phone: '123',
      country: 'Mars',
    });
    expect(issuesByPath(result)).toEqual({
      password: ['Please fix all password requirements before submitting.'],
      email: ['Please enter a valid email address.'],
      phone: ['Invalid phone number.'],
      country: ['Country is required.'],
    });
  });

  it('accepts Other as a country at sign-up', () => {
    expect(registerBodySchema.safeParse({ ...validRegistration, country: 'Other' }).success).toBe(true);
  });

  it('drops fields a client must never set, such as role and isAdmin (docs/architecture.md#authorisation-on-the-server)', () => {
    const parsed = registerBodySchema.parse({ ...validRegistration, role: 'admin', isAdmin: true });
    expect(parsed).not.toHaveProperty('role');
    expect(parsed).not.toHaveProperty('isAdmin');
  });
});

describe('loginBodySchema', () => {
  it('accepts email, password and an optional rememberMe', () => {
    expect(loginBodySchema.parse({ email: 'A@B.co', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
    expect(loginBodySchema.parse({ email: 'a@b.co', password: 'x', rememberMe: true }).rememberMe).toBe(true);
  });

  it("says 'Please fill all fields' when a field is empty", () => {
    expect(issuesByPath(loginBodySchema.safeParse({ email: '', password: '' }))).toEqual({
      email: ['Please fill all fields'],
      password: ['Please fill all fields'],
    });
  });

  it('rejects a non-boolean rememberMe', () => {
    expect(loginBodySchema.safeParse({ email: 'a@b.co', password: 'x', rememberMe: 'yes' }).success).toBe(false);
  });
});

describe('updateProfileBodySchema', () => {
  it('accepts a partial update', () => {
    expect(updateProfileBodySchema.parse({ name: ' Jane ' })).toEqual({ name: 'Jane' });
    expect(updateProfileBodySchema.parse({})).toEqual({});
  });

  it('allows clearing phone, country and language', () => {
    expect(updateProfileBodySchema.safeParse({ phone: '', country: '', language: '' }).success).toBe(true);
  });

  it('validates given fields', () => {
    expect(issuesByPath(updateProfileBodySchema.safeParse({ name: ' ', phone: '12', country: 'Mars' }))).toEqual({
      name: ['Username is required.'],
      phone: ['Invalid phone number.'],
      country: ['Please select a country.'],
    });
  });

  it('needs the current password to change the password, and 8+ characters', () => {
    expect(issuesByPath(updateProfileBodySchema.safeParse({ password: 'New-password1' }))).toEqual({
      currentPassword: ['Current password is required'],
    });
    expect(issuesByPath(updateProfileBodySchema.safeParse({ currentPassword: 'old', password: 'short' }))).toEqual({
      password: ['Password must be at least 8 characters'],
    });
    expect(updateProfileBodySchema.safeParse({ currentPassword: 'old', password: 'New-password1' }).success).toBe(true);
  });

  it('ignores email and role (not editable)', () => {
    expect(updateProfileBodySchema.parse({ email: 'x@y.z', role: 'admin' })).toEqual({});
  });
});

describe('changePasswordBodySchema', () => {
  it('requires both fields with the spec messages', () => {
    expect(issuesByPath(changePasswordBodySchema.safeParse({}))).toEqual({
      currentPassword: ['Current password is required'],
      password: ['New password fields are required'],
    });
  });

  it('requires 8 characters', () => {
    expect(issuesByPath(changePasswordBodySchema.safeParse({ currentPassword: 'a', password: '1234567' }))).toEqual({
      password: ['Password must be at least 8 characters'],
    });
    expect(changePasswordBodySchema.safeParse({ currentPassword: 'a', password: 'Abcdefg1' }).success).toBe(true);
    // Issue 9 §4: the sign-up rules hold here too, so '12345678' is refused.
    expect(issuesByPath(changePasswordBodySchema.safeParse({ currentPassword: 'a', password: '12345678' }))).toEqual({
      password: [MESSAGES.input.passwordRules],
    });
  });
});

describe('password recovery', () => {
  it('forgot-password needs a valid email', () => {
    expect(issuesByPath(forgotPasswordBodySchema.safeParse({ email: '' }))).toEqual({ email: ['Email is required.'] });
    expect(issuesByPath(forgotPasswordBodySchema.safeParse({ email: 'nope' }))).toEqual({
      email: ['Please enter a valid email address.'],
    });
    expect(forgotPasswordBodySchema.parse({ email: ' Jane@Example.com' })).toEqual({ email: 'jane@example.com' });
  });

  it('verify-otp needs exactly 4 digits', () => {
    expect(verifyOtpBodySchema.safeParse({ email: 'a@b.co', otp: '1234' }).success).toBe(true);
    for (const otp of ['123', '12345', 'abcd', '', undefined]) {
      expect(issuesByPath(verifyOtpBodySchema.safeParse({ email: 'a@b.co', otp }))).toEqual({ otp: ['Invalid OTP. Please try again.'] });
    }
  });

  it('reset-password needs a token and 8+ characters', () => {
    expect(resetPasswordBodySchema.safeParse({ resetToken: 't', password: 'Abcdefg1' }).success).toBe(true);
    expect(resetPasswordBodySchema.safeParse({ resetToken: 't', password: '12345678' }).success).toBe(false);
    expect(issuesByPath(resetPasswordBodySchema.safeParse({ resetToken: 't', password: '1234567' }))).toEqual({
      password: ['Password must be at least 8 characters.'],
    });
    expect(issuesByPath(resetPasswordBodySchema.safeParse({ resetToken: '', password: '' }))).toEqual({
      resetToken: ['Your reset session has expired. Please start again.'],
      password: ['Both fields are required.'],
    });
  });
});

describe('publicUserSchema and authResponseSchema', () => {
  it('accepts a public user and strips private fields', () => {
    const parsed = publicUserSchema.parse({ ...user, password: 'hash', tokenVersion: 3 });
    expect(parsed).toEqual(user);
  });

  it('rejects an unknown role or a bad id', () => {
    expect(publicUserSchema.safeParse({ ...user, role: 'root' }).success).toBe(false);
    expect(publicUserSchema.safeParse({ ...user, _id: '1' }).success).toBe(false);
  });

  it('describes the sign-in answer', () => {
    expect(authResponseSchema.safeParse({ success: true, message: 'ok', token: 'jwt', user }).success).toBe(true);
    expect(authResponseSchema.safeParse({ success: false, message: 'no', token: '', user }).success).toBe(false);
  });
});

describe('adminCreateUserBodySchema', () => {
  it('defaults the role to user and accepts admin', () => {
    expect(adminCreateUserBodySchema.parse({ name: 'Ann', email: 'ann@x.io', password: 'Abcdefg1' }).role).toBe('user');
    expect(adminCreateUserBodySchema.parse({ name: 'Ann', email: 'ann@x.io', password: 'Abcdefg1', role: 'admin' }).role).toBe('admin');
  });

  it('uses the admin messages', () => {
    expect(issuesByPath(adminCreateUserBodySchema.safeParse({ name: '', email: '', password: '' }))).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
    });
    expect(issuesByPath(adminCreateUserBodySchema.safeParse({ name: 'A', email: 'bad', password: 'short', role: 'root' }))).toEqual({
      email: ['Email is invalid'],
      password: ['Password must be at least 8 characters'],
      role: [expect.any(String)],
    });
  });
});

describe('Google sign-in and auth config', () => {
  it('takes a non-empty credential of bounded length', () => {
    expect(googleSignInBodySchema.safeParse({ credential: 'a.b.c' }).success).toBe(true);
    expect(issuesByPath(googleSignInBodySchema.safeParse({ credential: '' }))).toEqual({
      credential: ['Google sign-in failed. Please try again.'],
    });
    expect(googleSignInBodySchema.safeParse({ credential: 'x'.repeat(GOOGLE_CREDENTIAL_MAX_LENGTH + 1) }).success).toBe(false);
  });

  it('gives the Google client id or null', () => {
    expect(authConfigResponseSchema.parse({ googleClientId: null })).toEqual({ googleClientId: null });
    expect(authConfigResponseSchema.parse({ googleClientId: 'id.apps.googleusercontent.com' }).googleClientId).toBe(
      'id.apps.googleusercontent.com',
    );
    expect(authConfigResponseSchema.safeParse({}).success).toBe(false);
  });
});

describe('userListResponseSchema', () => {
  it('lists public users only', () => {
    const parsed = userListResponseSchema.parse({ success: true, data: [{ ...user, passwordHash: 'secret' }] });
    expect(parsed.data).toEqual([user]);
    expect(userListResponseSchema.safeParse({ success: true, data: [{ ...user, role: 'root' }] }).success).toBe(false);
  });
});
